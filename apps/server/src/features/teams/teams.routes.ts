import { idParamSchema, listQuerySchema, teamBodySchema } from '@superliga/league';
import { contextOf, sendCached, type App, type FeatureOptions } from '../../lib/http';
import * as service from './teams.service';

const tags = ['equipos'];
const admin = { roles: ['Admin'] } as const;

export default async function teamsRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/teams', { config: { access: 'user' }, schema: { tags, querystring: listQuerySchema } }, (req, reply) =>
    sendCached(deps, req, reply, ['teams', 'users'], () => service.listTeams(deps.db, req.query)),
  );
  app.get('/teams/:id', { config: { access: 'user' }, schema: { tags, params: idParamSchema } }, (req) => service.teamDetail(deps.db, req.params.id));
  app.get('/plantel', { config: { access: 'user' }, schema: { tags } }, (req) => service.ownSquad(contextOf(deps, req)));
  app.post('/teams', { config: { access: admin, idempotent: true }, schema: { tags, body: teamBodySchema } }, async (req, reply) =>
    reply.status(201).send(await service.createTeam(contextOf(deps, req), req.body)),
  );
  app.put('/teams/:id', { config: { access: admin }, schema: { tags, params: idParamSchema, body: teamBodySchema } }, (req) =>
    service.updateTeam(contextOf(deps, req), req.params.id, req.body),
  );
}
