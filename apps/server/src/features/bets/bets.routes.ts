import {
  betActiveBodySchema,
  idParamSchema,
  listQuerySchema,
  matchBetBodySchema,
  playerBetBodySchema,
  settleUserBetBodySchema,
  userBetBodySchema,
  userBetParamsSchema,
  userBetsQuerySchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './bets.service';

const tags = ['apuestas'];
const staff = { roles: ['Admin', 'Organizador'] } as const;
const admin = { roles: ['Admin'] } as const;

/**
 * Bets (001 §7). Additions of our own: PUT /singlebet/{id} deactivates a player bet like
 * PUT /bets/{id}; PUT /apuesta/usuario/{userBetId}/{userId} takes `result: 'lost'` to close a
 * losing bet without paying; GET /bet_user?mine=true lists the actor's own bets.
 */
export default async function betsRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/bets', { config: { access: 'user' }, schema: { tags, querystring: listQuerySchema } }, (req) => service.listMatchBets(deps.db, req.query));
  app.get('/singlebet', { config: { access: 'user' }, schema: { tags, querystring: listQuerySchema } }, (req) => service.listPlayerBets(deps.db, req.query));
  app.get('/bets/:id', { config: { access: 'user' }, schema: { tags, params: idParamSchema } }, (req) => service.getMatchBet(deps.db, req.params.id));
  app.get('/singlebet/:id', { config: { access: 'user' }, schema: { tags, params: idParamSchema } }, (req) => service.getPlayerBet(deps.db, req.params.id));
  app.post('/bets', { config: { access: staff, idempotent: true }, schema: { tags, body: matchBetBodySchema } }, async (req, reply) =>
    reply.status(201).send(await service.createMatchBet(contextOf(deps, req), req.body)),
  );
  app.post('/singlebet', { config: { access: staff, idempotent: true }, schema: { tags, body: playerBetBodySchema } }, async (req, reply) =>
    reply.status(201).send(await service.createPlayerBet(contextOf(deps, req), req.body)),
  );
  app.put('/bets/:id', { config: { access: staff }, schema: { tags, params: idParamSchema, body: betActiveBodySchema } }, (req) =>
    service.setMatchBetActive(contextOf(deps, req), req.params.id, req.body),
  );
  app.put('/singlebet/:id', { config: { access: staff }, schema: { tags, params: idParamSchema, body: betActiveBodySchema } }, (req) =>
    service.setPlayerBetActive(contextOf(deps, req), req.params.id, req.body),
  );
  app.post('/apuesta/jugador', { config: { access: 'user', idempotent: true }, schema: { tags, body: userBetBodySchema } }, (req) => service.placeBet(contextOf(deps, req), req.body));
  app.get('/bet_user', { config: { access: 'user' }, schema: { tags, querystring: userBetsQuerySchema } }, (req) => service.listUserBets(contextOf(deps, req), req.query));
  app.put(
    '/apuesta/usuario/:betId/:userId',
    { config: { access: admin, idempotent: true }, schema: { tags, params: userBetParamsSchema, body: settleUserBetBodySchema } },
    (req) => service.settleUserBet(contextOf(deps, req), req.params, req.body),
  );
}
