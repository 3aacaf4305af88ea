import { handOverBodySchema, handOverPreviewSchema, handOverResultSchema, idParamSchema, PERMISSIONS } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './hand-over.service';

const tags = ['equipos'];

/** A team handed to another manager by the Admin (docs/decisions/029-team-hand-over.md). */
export default async function handOverRoutes(app: App, { deps }: FeatureOptions) {
  app.get(
    '/teams/:id/traspaso',
    { config: { access: PERMISSIONS.manageTeams }, schema: { tags, params: idParamSchema, response: { 200: handOverPreviewSchema } } },
    (req) => service.handOverPreview(contextOf(deps, req), req.params.id),
  );
  // It moves a budget: an Idempotency-Key answers a repeated request with the first answer, once.
  app.post(
    '/teams/:id/traspaso',
    {
      config: { access: PERMISSIONS.manageTeams, idempotent: true },
      schema: { tags, params: idParamSchema, body: handOverBodySchema, response: { 200: handOverResultSchema } },
    },
    (req) => service.handOverTeam(contextOf(deps, req), req.params.id, req.body),
  );
}
