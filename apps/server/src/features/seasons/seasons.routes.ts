import { idParamSchema, seasonBodySchema } from '@superliga/league';
import type { App, FeatureOptions } from '../../lib/http';
import * as service from './seasons.service';

const tags = ['temporadas'];

export default async function seasonsRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/season', { config: { access: 'user' }, schema: { tags } }, () => service.listSeasons(deps.db));
  app.post('/season', { config: { access: { roles: ['Admin'] }, idempotent: true }, schema: { tags, body: seasonBodySchema } }, async (req, reply) =>
    reply.status(201).send(await service.createSeason(deps.db, req.body)),
  );
  app.put('/season/:id', { config: { access: { roles: ['Admin'] } }, schema: { tags, params: idParamSchema, body: seasonBodySchema } }, (req) =>
    service.updateSeason(deps.db, req.params.id, req.body),
  );
  app.get('/seasons/start', { config: { access: 'user' }, schema: { tags } }, () => service.seasonStart(deps.db, deps.clock.now()));
}
