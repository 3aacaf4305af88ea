import { healthResponseSchema, PERMISSIONS } from '@superliga/league';
import type { App, FeatureOptions } from '../../lib/http';
import { schedulerHealth } from '../jobs/jobs.service';

/**
 * How long one reading of the scheduler's lag and the outbox backlog answers `/api/health`: a
 * monitor polling from several places (or a load balancer every second) then costs the database
 * two small reads a second at most, never a queue of them beside the league's requests. The
 * figures move by the minute (decision 023), so a second-old answer says the same.
 */
export const HEALTH_READING_MS = 1000;

export default async function healthRoutes(app: App, { deps }: FeatureOptions) {
  let reading: { at: number; figures: ReturnType<typeof schedulerHealth> } | undefined;
  const figures = () => {
    const at = performance.now();
    if (!reading || at - reading.at >= HEALTH_READING_MS) {
      const next = { at, figures: schedulerHealth(deps) };
      reading = next;
      // A failed reading is not kept: the next request reads again.
      next.figures.catch(() => {
        if (reading === next) reading = undefined;
      });
    }
    return reading.figures;
  };
  // The scheduler's lag and the outbox backlog (decision 023) beside the status, for a monitor to alert on.
  app.get('/health', { config: { access: PERMISSIONS.public }, schema: { tags: ['sistema'], response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok',
    ...(await figures()),
  }));
}
