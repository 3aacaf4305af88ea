import { idParamSchema, ledgerSummaryResponseSchema, PERMISSIONS, movementsResponseSchema, seasonListQuerySchema, seasonQuerySchema } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { ledgerSummary, userMovements } from './queries';

const tags = ['dinero'];

/** The money ledger as users see it: movements with the running balance, and a season summary. */
export default async function ledgerRoutes(app: App, { deps }: FeatureOptions) {
  app.get(
    '/users/:id/movimientos',
    {
      config: { access: PERMISSIONS.read },
      schema: { tags, params: idParamSchema, querystring: seasonListQuerySchema, response: { 200: movementsResponseSchema } },
    },
    (req) => userMovements(contextOf(deps, req), req.params.id, req.query),
  );
  app.get(
    '/ledger/summary',
    { config: { access: PERMISSIONS.read }, schema: { tags, querystring: seasonQuerySchema, response: { 200: ledgerSummaryResponseSchema } } },
    (req) => ledgerSummary(contextOf(deps, req), req.query.season),
  );
}
