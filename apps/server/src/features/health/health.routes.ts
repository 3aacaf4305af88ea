import { healthResponseSchema, PERMISSIONS } from '@superliga/league';
import type { App, FeatureOptions } from '../../lib/http';
import { schedulerHealth } from '../jobs/jobs.service';
import { sharedReading } from './health-reading';

export default async function healthRoutes(app: App, { deps }: FeatureOptions) {
  const figures = sharedReading(() => schedulerHealth(deps));
  // The scheduler's lag and the outbox backlog (decision 023) beside the status, for a monitor to alert on.
  app.get('/health', { config: { access: PERMISSIONS.public }, schema: { tags: ['sistema'], response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok',
    ...(await figures()),
  }));
}
