import {
  idParamSchema,
  PERMISSIONS,
  listQuerySchema,
  messageSchema,
  userCreateBodySchema,
  userSchema,
  usersListResponseSchema,
  userUpdateBodySchema,
  userUpdateResponseSchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './users.service';

const tags = ['usuarios'];

export default async function usersRoutes(app: App, { deps }: FeatureOptions) {
  app.get(
    '/users',
    { config: { access: PERMISSIONS.read }, schema: { tags, querystring: listQuerySchema, response: { 200: usersListResponseSchema } } },
    (req) => service.listUsers(contextOf(deps, req), req.query),
  );
  app.get('/users/:id', { config: { access: PERMISSIONS.read }, schema: { tags, params: idParamSchema, response: { 200: userSchema } } }, (req) =>
    service.getUser(contextOf(deps, req), req.params.id),
  );
  app.post(
    '/users',
    { config: { access: PERMISSIONS.manageUsers, idempotent: true }, schema: { tags, body: userCreateBodySchema, response: { 201: userSchema } } },
    async (req, reply) => reply.status(201).send(await service.createUser(contextOf(deps, req), req.body)),
  );
  // Ownership (own password only) is decided in the service.
  app.put(
    '/users/:id',
    {
      config: { access: PERMISSIONS.editOwnAccount, idempotent: true },
      schema: { tags, params: idParamSchema, body: userUpdateBodySchema, response: { 200: userUpdateResponseSchema } },
    },
    (req) => service.updateUser(contextOf(deps, req), req.params.id, req.body),
  );
  app.delete('/users/:id', { config: { access: PERMISSIONS.manageUsers }, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } }, (req) =>
    service.deleteUser(contextOf(deps, req), req.params.id),
  );
}
