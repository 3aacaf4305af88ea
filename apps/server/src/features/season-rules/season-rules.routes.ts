import { idParamSchema, PERMISSIONS, seasonRulesBodySchema, seasonRulesSchema } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './season-rules.service';

const tags = ['temporadas'];

/** The season's market rules (spec DECISIONS, 'The league's own rules as settings'): everyone logged in reads them, an Admin changes them. */
export default async function seasonRulesRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/season/rules', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: seasonRulesSchema } } }, () =>
    service.getCurrentSeasonRules(deps.db),
  );
  app.get(
    '/seasons/:id/rules',
    { config: { access: PERMISSIONS.read }, schema: { tags, params: idParamSchema, response: { 200: seasonRulesSchema } } },
    (req) => service.getSeasonRules(deps.db, req.params.id),
  );
  app.put(
    '/seasons/:id/rules',
    {
      config: { access: PERMISSIONS.manageSeasons },
      schema: { tags, params: idParamSchema, body: seasonRulesBodySchema, response: { 200: seasonRulesSchema } },
    },
    (req) => service.updateSeasonRules(contextOf(deps, req), req.params.id, req.body),
  );
}
