/**
 * How long one reading of the scheduler's lag and the outbox backlog answers `/api/health`: a
 * monitor polling from several places (or a load balancer every second) then costs the database
 * two small reads a second at most, never a queue of them beside the league's requests. The
 * figures move by the minute (decision 023), so a second-old answer says the same.
 */
export const HEALTH_READING_MS = 1000;

/**
 * One reading of `read`, shared by every call within `ms` of `now`'s time (milliseconds, steady:
 * `performance.now` by default); a failed reading is not kept, so the next call reads again.
 */
export function sharedReading<T>(read: () => Promise<T>, ms = HEALTH_READING_MS, now: () => number = () => performance.now()) {
  let reading: { at: number; value: Promise<T> } | undefined;
  return () => {
    const at = now();
    if (!reading || at - reading.at >= ms) {
      const next = { at, value: read() };
      reading = next;
      next.value.catch(() => {
        if (reading === next) reading = undefined;
      });
    }
    return reading.value;
  };
}
