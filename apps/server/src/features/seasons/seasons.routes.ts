import { idParamSchema, PERMISSIONS, seasonBodySchema, seasonSchema, seasonsResponseSchema, seasonStartResponseSchema } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './seasons.service';

const tags = ['temporadas'];

export default async function seasonsRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/season', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: seasonsResponseSchema } } }, () => service.listSeasons(deps.db));
  app.post(
    '/season',
    { config: { access: PERMISSIONS.manageSeasons, idempotent: true }, schema: { tags, body: seasonBodySchema, response: { 201: seasonSchema } } },
    async (req, reply) => reply.status(201).send(await service.createSeason(deps.db, req.body)),
  );
  app.put(
    '/season/:id',
    { config: { access: PERMISSIONS.manageSeasons }, schema: { tags, params: idParamSchema, body: seasonBodySchema, response: { 200: seasonSchema } } },
    (req) => service.updateSeason(contextOf(deps, req), req.params.id, req.body),
  );
  app.get('/seasons/start', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: seasonStartResponseSchema } } }, () =>
    service.seasonStart(deps.db, deps.clock.now()),
  );
}
