import {
  idParamSchema,
  messageSchema,
  predictionBodySchema,
  prodeRankingQuerySchema,
  prodeRankingResponseSchema,
  prodeResponseSchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './prode.service';

const tags = ['prode'];

/**
 * The prode (not described by the specification): GET /prode (current round with the actor's
 * predictions), PUT /prode/{fixtureId} and PUT /prode/partido/{matchId} ({ score_home,
 * score_away }), GET /prode/ranking?season=.
 */
export default async function prodeRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/prode', { config: { access: 'user' }, schema: { tags, response: { 200: prodeResponseSchema } } }, (req) => service.getProde(contextOf(deps, req)));
  app.get(
    '/prode/ranking',
    { config: { access: 'user' }, schema: { tags, querystring: prodeRankingQuerySchema, response: { 200: prodeRankingResponseSchema } } },
    (req) => service.ranking(deps.db, req.query.season),
  );
  app.put(
    '/prode/:id',
    { config: { access: 'user', idempotent: true }, schema: { tags, params: idParamSchema, body: predictionBodySchema, response: { 200: messageSchema } } },
    (req) => service.predictFixture(contextOf(deps, req), req.params.id, req.body),
  );
  app.put(
    '/prode/partido/:id',
    { config: { access: 'user', idempotent: true }, schema: { tags, params: idParamSchema, body: predictionBodySchema, response: { 200: messageSchema } } },
    (req) => service.predictMatch(contextOf(deps, req), req.params.id, req.body),
  );
}
