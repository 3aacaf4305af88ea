import type { FastifyRequest } from 'fastify';
import {
  PERMISSIONS,
  betActiveBodySchema,
  idParamSchema,
  listQuerySchema,
  matchBetBodySchema,
  matchBetResponseSchema,
  matchBetSchema,
  matchBetsResponseSchema,
  messageSchema,
  playerBetBodySchema,
  playerBetResponseSchema,
  playerBetSchema,
  playerBetsResponseSchema,
  settleUserBetBodySchema,
  userBetBodySchema,
  userBetParamsSchema,
  userBetsQuerySchema,
  userBetsResponseSchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './bets.service';

const tags = ['apuestas'];
const P = PERMISSIONS;

/**
 * Bets (001 §7). Additions of our own: PUT /singlebet/{id} deactivates a player bet like
 * PUT /bets/{id}; PUT /apuesta/usuario/{userBetId}/{userId} takes `result: 'lost'` to close a
 * losing bet without paying; GET /bet_user?mine=true lists the actor's own bets.
 */
/**
 * The documents' client confirms a user bet with no body; sent with a JSON content type and an
 * empty body, Fastify's JSON parser would refuse it, so an empty body is read as none.
 */
async function emptyBodyIsNone(req: FastifyRequest) {
  const length = req.headers['content-length'];
  if ((length === undefined || length === '0') && req.headers['transfer-encoding'] === undefined) delete req.headers['content-type'];
}

export default async function betsRoutes(app: App, { deps }: FeatureOptions) {
  const message = { response: { 200: messageSchema } };
  app.get('/bets', { config: { access: P.read }, schema: { tags, querystring: listQuerySchema, response: { 200: matchBetsResponseSchema } } }, (req) =>
    service.listMatchBets(deps.db, req.query),
  );
  app.get('/singlebet', { config: { access: P.read }, schema: { tags, querystring: listQuerySchema, response: { 200: playerBetsResponseSchema } } }, (req) =>
    service.listPlayerBets(deps.db, req.query),
  );
  app.get('/bets/:id', { config: { access: P.read }, schema: { tags, params: idParamSchema, response: { 200: matchBetResponseSchema } } }, (req) =>
    service.getMatchBet(deps.db, req.params.id),
  );
  app.get('/singlebet/:id', { config: { access: P.read }, schema: { tags, params: idParamSchema, response: { 200: playerBetResponseSchema } } }, (req) =>
    service.getPlayerBet(deps.db, req.params.id),
  );
  app.post(
    '/bets',
    { config: { access: P.manageBets, idempotent: true }, schema: { tags, body: matchBetBodySchema, response: { 201: matchBetSchema } } },
    async (req, reply) => reply.status(201).send(await service.createMatchBet(contextOf(deps, req), req.body)),
  );
  app.post(
    '/singlebet',
    { config: { access: P.manageBets, idempotent: true }, schema: { tags, body: playerBetBodySchema, response: { 201: playerBetSchema } } },
    async (req, reply) => reply.status(201).send(await service.createPlayerBet(contextOf(deps, req), req.body)),
  );
  app.put('/bets/:id', { config: { access: P.manageBets }, schema: { tags, params: idParamSchema, body: betActiveBodySchema, ...message } }, (req) =>
    service.setMatchBetActive(contextOf(deps, req), req.params.id, req.body),
  );
  app.put('/singlebet/:id', { config: { access: P.manageBets }, schema: { tags, params: idParamSchema, body: betActiveBodySchema, ...message } }, (req) =>
    service.setPlayerBetActive(contextOf(deps, req), req.params.id, req.body),
  );
  app.post('/apuesta/jugador', { config: { access: P.placeBets, idempotent: true }, schema: { tags, body: userBetBodySchema, ...message } }, (req) =>
    service.placeBet(contextOf(deps, req), req.body),
  );
  app.get('/bet_user', { config: { access: P.read }, schema: { tags, querystring: userBetsQuerySchema, response: { 200: userBetsResponseSchema } } }, (req) =>
    service.listUserBets(contextOf(deps, req), req.query),
  );
  app.put(
    '/apuesta/usuario/:betId/:userId',
    {
      config: { access: P.confirmUserBets, idempotent: true },
      preParsing: emptyBodyIsNone,
      schema: { tags, params: userBetParamsSchema, body: settleUserBetBodySchema, ...message },
    },
    (req) => service.settleUserBet(contextOf(deps, req), req.params, req.body),
  );
}
