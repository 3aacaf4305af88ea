import { LRUCache } from 'lru-cache';

/**
 * How long one reading of the scheduler's lag and the outbox backlog answers `/api/health`: a
 * monitor polling from several places (or a load balancer every second) then costs the database
 * two small reads a second at most, never a queue of them beside the league's requests. The
 * figures move by the minute (decision 023), so a second-old answer says the same.
 */
export const HEALTH_READING_MS = 1000;

/**
 * One reading of `read`, shared by every call for HEALTH_READING_MS: lru-cache's fetch, which
 * shares a reading still on its way and keeps no failed one. `perf` is its clock (steady
 * milliseconds; `performance` by default), read afresh on every call.
 */
export function sharedReading<T extends object>(read: () => Promise<T>, perf?: { now: () => number }) {
  const readings = new LRUCache<'figures', T>({ max: 1, ttl: HEALTH_READING_MS, ttlResolution: 0, fetchMethod: () => read(), ...(perf ? { perf } : {}) });
  return () => readings.forceFetch('figures');
}
