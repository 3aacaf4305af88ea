import {
  auctionLogSchema,
  auctionBodySchema,
  auctionCreatedResponseSchema,
  auctionsResponseSchema,
  bidPlacedResponseSchema,
  messageSchema,
  PERMISSIONS,
  playerBidsResponseSchema,
  auctionIdParamSchema,
  bidBodySchema,
  confirmAuctionBodySchema,
  idParamSchema,
  lastAuctionsQuerySchema,
  maxBidBodySchema,
  maxBidSavedSchema,
  maxBidSchema,
  playerAuctionsQuerySchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { cancelAuction } from './commands/cancel-auction';
import { confirmAuction } from './commands/confirm-auction';
import { createAuction } from './commands/create-auction';
import { placeBid } from './commands/place-bid';
import { setMaxBid } from './commands/set-max-bid';
import { auctionLogOf, auctionToConfirm, getMaxBid, lastAuctions, playerAuctions } from './queries';

const tags = ['subastas'];

export default async function auctionsRoutes(app: App, { deps }: FeatureOptions) {
  app.post(
    '/auctions',
    {
      config: { access: PERMISSIONS.bidAuctions, idempotent: true },
      schema: { tags, body: auctionBodySchema, response: { 201: auctionCreatedResponseSchema } },
    },
    async (req, reply) => reply.status(201).send(await createAuction(contextOf(deps, req), req.body)),
  );
  app.post(
    '/auctions/:id/bids',
    {
      config: { access: PERMISSIONS.bidAuctions, idempotent: true },
      schema: { tags, params: idParamSchema, body: bidBodySchema, response: { 201: bidPlacedResponseSchema } },
    },
    async (req, reply) => reply.status(201).send(await placeBid(contextOf(deps, req), req.params.id, req.body)),
  );
  // A bidder's own maximum (private: nobody reads another's).
  app.get(
    '/auctions/:id/max-bid',
    { config: { access: PERMISSIONS.bidAuctions }, schema: { tags, params: idParamSchema, response: { 200: maxBidSchema } } },
    (req) => getMaxBid(contextOf(deps, req), req.params.id),
  );
  app.put(
    '/auctions/:id/max-bid',
    {
      config: { access: PERMISSIONS.bidAuctions, idempotent: true },
      schema: { tags, params: idParamSchema, body: maxBidBodySchema, response: { 200: maxBidSavedSchema } },
    },
    (req) => setMaxBid(contextOf(deps, req), req.params.id, req.body),
  );
  // The settled auction's summary for anyone to check (decision 023).
  app.get('/auctions/:id/log', { config: { access: PERMISSIONS.read }, schema: { tags, params: idParamSchema, response: { 200: auctionLogSchema } } }, (req) =>
    auctionLogOf(contextOf(deps, req), req.params.id),
  );
  app.get(
    '/auction/last',
    { config: { access: PERMISSIONS.read }, schema: { tags, querystring: lastAuctionsQuerySchema, response: { 200: auctionsResponseSchema } } },
    (req) => lastAuctions(deps, req.query.id_season),
  );
  app.get(
    '/auctions/player/:id',
    {
      config: { access: PERMISSIONS.read },
      schema: { tags, params: idParamSchema, querystring: playerAuctionsQuerySchema, response: { 200: playerBidsResponseSchema } },
    },
    (req) => playerAuctions(deps, req.params.id, req.query.season),
  );
  app.post(
    '/auction/confirm/:auctionId',
    {
      config: { access: PERMISSIONS.confirmAuctions, idempotent: true },
      schema: { tags, params: auctionIdParamSchema, body: confirmAuctionBodySchema, response: { 200: messageSchema } },
    },
    async (req) => {
      const ctx = contextOf(deps, req);
      return confirmAuction(ctx, await auctionToConfirm(ctx, req.params.auctionId, req.body ?? {}));
    },
  );
  app.put(
    '/auction/cancel/:auctionId',
    {
      config: { access: { roles: ['Admin'] } },
      schema: { tags, params: auctionIdParamSchema, body: confirmAuctionBodySchema.optional(), response: { 200: messageSchema } },
    },
    (req) => cancelAuction(contextOf(deps, req), req.params.auctionId),
  );
}
