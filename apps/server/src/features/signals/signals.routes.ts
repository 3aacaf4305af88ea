import { messageSchema, PERMISSIONS, signalKeyParamSchema, signalReviewBodySchema, signalsQuerySchema, signalsResponseSchema } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './signals.service';

const tags = ['auditoría'];

/** The staff's signals (docs/decisions/030-signals-for-staff.md): operations that look wrong, and their review. */
export default async function signalsRoutes(app: App, { deps }: FeatureOptions) {
  app.get(
    '/signals',
    { config: { access: PERMISSIONS.reviewSignals }, schema: { tags, querystring: signalsQuerySchema, response: { 200: signalsResponseSchema } } },
    (req) => service.listSignals(contextOf(deps, req), req.query),
  );
  // Creates the review (and its audit entry): keyed like every action that creates something (decision 007).
  app.post(
    '/signals/:key/review',
    {
      config: { access: PERMISSIONS.reviewSignals, idempotent: true },
      schema: { tags, params: signalKeyParamSchema, body: signalReviewBodySchema, response: { 200: messageSchema } },
    },
    (req) => service.reviewSignal(contextOf(deps, req), req.params.key, req.body),
  );
}
