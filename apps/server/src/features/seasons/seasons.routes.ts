import {
  idParamSchema,
  PERMISSIONS,
  rolloverBody,
  rolloverPreviewSchema,
  rolloverResponseSchema,
  seasonBodySchema,
  seasonSchema,
  seasonsResponseSchema,
  seasonStartResponseSchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as rollover from './rollover.service';
import * as service from './seasons.service';

const tags = ['temporadas'];

export default async function seasonsRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/season', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: seasonsResponseSchema } } }, () => service.listSeasons(deps.db));
  app.post(
    '/season',
    { config: { access: PERMISSIONS.manageSeasons, idempotent: true }, schema: { tags, body: seasonBodySchema, response: { 201: seasonSchema } } },
    async (req, reply) => reply.status(201).send(await service.createSeason(contextOf(deps, req).db, req.body)),
  );
  app.put(
    '/season/:id',
    { config: { access: PERMISSIONS.manageSeasons }, schema: { tags, params: idParamSchema, body: seasonBodySchema, response: { 200: seasonSchema } } },
    (req) => service.updateSeason(contextOf(deps, req), req.params.id, req.body),
  );
  app.get('/seasons/start', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: seasonStartResponseSchema } } }, () =>
    service.seasonStart(deps.db, deps.clock.now()),
  );
  // Rolling the season over into the next (docs/decisions/025-season-close-and-rollover.md).
  app.get(
    '/seasons/:id/rollover',
    { config: { access: PERMISSIONS.manageSeasons }, schema: { tags, params: idParamSchema, response: { 200: rolloverPreviewSchema } } },
    (req) => rollover.rolloverPreview(deps.db, req.params.id),
  );
  app.post(
    '/seasons/:id/rollover',
    {
      config: { access: PERMISSIONS.manageSeasons, idempotent: true },
      schema: { tags, params: idParamSchema, body: rolloverBody, response: { 201: rolloverResponseSchema } },
    },
    async (req, reply) => reply.status(201).send(await rollover.rollSeasonOver(contextOf(deps, req), req.params.id, req.body)),
  );
}
