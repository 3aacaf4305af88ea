import {
  PERMISSIONS,
  reversalBodySchema,
  reversalCreatedSchema,
  reversalListQuerySchema,
  reversalPlanQuerySchema,
  reversalPlanSchema,
  reversalsListResponseSchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { reverseOperation } from './commands/reverse-operation';
import { listReversals, reversalPlan } from './queries';

const tags = ['mercado'];

/** Reversal of confirmed transfers, clauses and auctions (decision 040). */
export default async function reversalsRoutes(app: App, { deps }: FeatureOptions) {
  app.post(
    '/reversals',
    {
      config: { access: PERMISSIONS.reverseOperations, idempotent: true },
      schema: { tags, body: reversalBodySchema, response: { 201: reversalCreatedSchema } },
    },
    async (req, reply) => reply.status(201).send(await reverseOperation(contextOf(deps, req), req.body)),
  );
  app.get(
    '/reversals/plan',
    { config: { access: PERMISSIONS.reverseOperations }, schema: { tags, querystring: reversalPlanQuerySchema, response: { 200: reversalPlanSchema } } },
    (req) => reversalPlan(contextOf(deps, req), req.query.kind, req.query.id),
  );
  app.get(
    '/reversals',
    { config: { access: PERMISSIONS.read }, schema: { tags, querystring: reversalListQuerySchema, response: { 200: reversalsListResponseSchema } } },
    (req) => listReversals(contextOf(deps, req), req.query),
  );
}
