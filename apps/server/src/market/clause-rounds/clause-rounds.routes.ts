import {
  clauseRaiseBodySchema,
  clauseRoundListSchema,
  idParamSchema,
  messageSchema,
  resolvedRoundsResponseSchema,
  seasonListQuerySchema,
} from '@superliga/league';
import { TestClock } from '../../lib/clock';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { raiseOffer } from './commands/raise-tied-offer';
import { resolveDueRounds } from './commands/resolve-clause-round';
import { listRounds } from './queries';

const tags = ['mercado'];

/** Clause rounds the server resolves at each reveal (spec DECISIONS, 'The league's own rules as settings'; decision 016): the public log and the tie raise. */
export default async function clauseRoundsRoutes(app: App, { deps }: FeatureOptions) {
  app.get(
    '/clause-rounds',
    { config: { access: 'user' }, schema: { tags, querystring: seasonListQuerySchema, response: { 200: clauseRoundListSchema } } },
    (req) => listRounds(contextOf(deps, req), req.query),
  );
  app.post(
    '/clause-rounds/offers/:id/raise',
    { config: { access: 'user' }, schema: { tags, params: idParamSchema, body: clauseRaiseBodySchema, response: { 200: messageSchema } } },
    (req) => raiseOffer(contextOf(deps, req), req.params.id, req.body),
  );
  // End-to-end runs move the clock by hand and then resolve what became due, at a moment they
  // choose (main.ts runs no resolver loop with a test clock). Never registered in production.
  if (deps.clock instanceof TestClock) {
    app.post(
      '/test/clause-rounds/resolve',
      { config: { access: 'public' }, schema: { hide: true, response: { 200: resolvedRoundsResponseSchema } } },
      async () => ({ data: await resolveDueRounds(deps) }),
    );
  }
}
