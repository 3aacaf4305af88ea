import { PERMISSIONS, serverTimeResponseSchema } from '@superliga/league';
import { z } from 'zod';
import { TestClock } from '../../lib/clock';
import type { App, FeatureOptions } from '../../lib/http';

const body = z.object({ now: z.iso.datetime({ offset: true }).optional(), advance_ms: z.number().int().optional() });

/**
 * End-to-end tests move the server's clock (reveal windows, gates, auction ends). Registered only
 * when the server runs with a TestClock (E2E_TEST_CLOCK=1 and NODE_ENV=test), never in production.
 */
export default async function testClockRoutes(app: App, { deps }: FeatureOptions) {
  const clock = deps.clock;
  if (!(clock instanceof TestClock)) return;
  app.put('/test/clock', { config: { access: PERMISSIONS.public }, schema: { hide: true, body, response: { 200: serverTimeResponseSchema } } }, async (req) => {
    if (req.body.now) clock.set(req.body.now);
    if (req.body.advance_ms) clock.advance(req.body.advance_ms);
    return { now: clock.now().toISOString() };
  });
}
