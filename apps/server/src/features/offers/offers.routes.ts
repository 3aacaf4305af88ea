import { clauseBodySchema, clauseListQuerySchema, closeOfferBodySchema, confirmOfferBodySchema, idParamSchema, seasonListQuerySchema } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './offers.service';

const tags = ['mercado'];
const staff = { roles: ['Admin', 'Organizador'] } as const;

/** Release clauses and their offers (000 §2, §7; 001 §2, §5, §7). */
export default async function offersRoutes(app: App, { deps }: FeatureOptions) {
  app.post('/clausula_rescision', { config: { access: 'user', idempotent: true }, schema: { tags, body: clauseBodySchema } }, async (req, reply) =>
    reply.status(201).send(await service.createOffer(contextOf(deps, req), req.body)),
  );
  app.get('/clausula_rescision', { config: { access: 'user' }, schema: { tags, querystring: clauseListQuerySchema } }, (req) =>
    service.listOffers(contextOf(deps, req), req.query),
  );
  app.get('/clausulas/:id', { config: { access: 'user' }, schema: { tags, params: idParamSchema } }, (req) =>
    service.playerOffers(contextOf(deps, req), req.params.id),
  );
  app.post('/confirm-offer', { config: { access: staff, idempotent: true }, schema: { tags, body: confirmOfferBodySchema } }, (req) =>
    service.confirmOffer(contextOf(deps, req), req.body.offer.id),
  );
  app.put('/cerrar-oferta/:id', { config: { access: staff, idempotent: true }, schema: { tags, params: idParamSchema, body: closeOfferBodySchema } }, (req) =>
    service.closeOffer(contextOf(deps, req), req.params.id),
  );
  app.get('/ofertas-confirmadas', { config: { access: { roles: ['Admin'] } }, schema: { tags, querystring: seasonListQuerySchema } }, (req) =>
    service.confirmedOffers(contextOf(deps, req), req.query),
  );
}
