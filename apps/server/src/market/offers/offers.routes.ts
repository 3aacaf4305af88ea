import {
  clauseBodySchema,
  clauseListQuerySchema,
  closeOfferBodySchema,
  confirmOfferBodySchema,
  offerCreatedResponseSchema,
  idParamSchema,
  messageSchema,
  offersListResponseSchema,
  PERMISSIONS,
  playerOffersResponseSchema,
  seasonListQuerySchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { closeOffer } from './commands/close-offer';
import { confirmOffer } from './commands/confirm-offer';
import { createOffer } from './commands/create-offer';
import { confirmedOffers, listOffers, playerOffers } from './queries';

const tags = ['mercado'];

/** Release clauses and their offers (000 §2, §7; 001 §2, §5, §7). */
export default async function offersRoutes(app: App, { deps }: FeatureOptions) {
  app.post(
    '/clausula_rescision',
    { config: { access: PERMISSIONS.sendClause, idempotent: true }, schema: { tags, body: clauseBodySchema, response: { 201: offerCreatedResponseSchema } } },
    async (req, reply) => reply.status(201).send(await createOffer(contextOf(deps, req), req.body)),
  );
  app.get(
    '/clausula_rescision',
    { config: { access: PERMISSIONS.read }, schema: { tags, querystring: clauseListQuerySchema, response: { 200: offersListResponseSchema } } },
    (req) => listOffers(contextOf(deps, req), req.query),
  );
  app.get(
    '/clausulas/:id',
    { config: { access: PERMISSIONS.read }, schema: { tags, params: idParamSchema, response: { 200: playerOffersResponseSchema } } },
    (req) => playerOffers(contextOf(deps, req), req.params.id),
  );
  app.post(
    '/confirm-offer',
    { config: { access: PERMISSIONS.decideOffers, idempotent: true }, schema: { tags, body: confirmOfferBodySchema, response: { 200: messageSchema } } },
    (req) => confirmOffer(contextOf(deps, req), req.body.offer.id),
  );
  app.put(
    '/cerrar-oferta/:id',
    {
      config: { access: PERMISSIONS.decideOffers, idempotent: true },
      schema: { tags, params: idParamSchema, body: closeOfferBodySchema, response: { 200: messageSchema } },
    },
    (req) => closeOffer(contextOf(deps, req), req.params.id),
  );
  app.get(
    '/ofertas-confirmadas',
    { config: { access: PERMISSIONS.seeConfirmedOffers }, schema: { tags, querystring: seasonListQuerySchema, response: { 200: offersListResponseSchema } } },
    (req) => confirmedOffers(contextOf(deps, req), req.query),
  );
}
