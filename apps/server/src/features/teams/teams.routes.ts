import {
  idParamSchema,
  listQuerySchema,
  palmaresResponseSchema,
  PERMISSIONS,
  teamBodySchema,
  teamDetailSchema,
  teamSchema,
  teamsListResponseSchema,
} from '@superliga/league';
import { cachedRead, contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './teams.service';

const tags = ['equipos'];

export default async function teamsRoutes(app: App, { deps }: FeatureOptions) {
  const teamLists = cachedRead(deps, ['teams', 'users']);
  app.get(
    '/teams',
    {
      config: { access: PERMISSIONS.read },
      preValidation: teamLists.preValidation,
      schema: { tags, querystring: listQuerySchema, response: { 200: teamsListResponseSchema } },
    },
    (req, reply) => teamLists.send(req, reply, () => service.listTeams(deps.db, req.query)),
  );
  app.get('/teams/:id', { config: { access: PERMISSIONS.read }, schema: { tags, params: idParamSchema, response: { 200: teamDetailSchema } } }, (req) =>
    service.teamDetail(deps.db, req.params.id),
  );
  app.get('/palmares', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: palmaresResponseSchema } } }, () => service.palmares(deps.db));
  app.get('/plantel', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: teamDetailSchema } } }, (req) =>
    service.ownSquad(contextOf(deps, req)),
  );
  app.post(
    '/teams',
    { config: { access: PERMISSIONS.manageTeams, idempotent: true }, schema: { tags, body: teamBodySchema, response: { 201: teamSchema } } },
    async (req, reply) => reply.status(201).send(await service.createTeam(contextOf(deps, req), req.body)),
  );
  app.put(
    '/teams/:id',
    { config: { access: PERMISSIONS.manageTeams }, schema: { tags, params: idParamSchema, body: teamBodySchema, response: { 200: teamSchema } } },
    (req) => service.updateTeam(contextOf(deps, req), req.params.id, req.body),
  );
}
