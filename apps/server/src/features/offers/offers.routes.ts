import {
  clauseBodySchema,
  clauseListQuerySchema,
  closeOfferBodySchema,
  confirmOfferBodySchema,
  createdResponseSchema,
  idParamSchema,
  messageSchema,
  offersListResponseSchema,
  playerOffersResponseSchema,
  seasonListQuerySchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './offers.service';

const tags = ['mercado'];
const staff = { roles: ['Admin', 'Organizador'] } as const;

/** Release clauses and their offers (000 §2, §7; 001 §2, §5, §7). */
export default async function offersRoutes(app: App, { deps }: FeatureOptions) {
  app.post('/clausula_rescision', { config: { access: 'user' }, schema: { tags, body: clauseBodySchema, response: { 201: createdResponseSchema } } }, async (req, reply) =>
    reply.status(201).send(await service.createOffer(contextOf(deps, req), req.body)),
  );
  app.get('/clausula_rescision', { config: { access: 'user' }, schema: { tags, querystring: clauseListQuerySchema, response: { 200: offersListResponseSchema } } }, (req) =>
    service.listOffers(contextOf(deps, req), req.query),
  );
  app.get('/clausulas/:id', { config: { access: 'user' }, schema: { tags, params: idParamSchema, response: { 200: playerOffersResponseSchema } } }, (req) =>
    service.playerOffers(contextOf(deps, req), req.params.id),
  );
  app.post('/confirm-offer', { config: { access: staff }, schema: { tags, body: confirmOfferBodySchema, response: { 200: messageSchema } } }, (req) =>
    service.confirmOffer(contextOf(deps, req), req.body.offer.id),
  );
  app.put('/cerrar-oferta/:id', { config: { access: staff }, schema: { tags, params: idParamSchema, body: closeOfferBodySchema, response: { 200: messageSchema } } }, (req) =>
    service.closeOffer(contextOf(deps, req), req.params.id),
  );
  app.get('/ofertas-confirmadas', { config: { access: { roles: ['Admin'] } }, schema: { tags, querystring: seasonListQuerySchema, response: { 200: offersListResponseSchema } } }, (req) =>
    service.confirmedOffers(contextOf(deps, req), req.query),
  );
}
