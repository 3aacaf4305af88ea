import {
  authResponseSchema,
  handOverBodySchema,
  handOverPreviewSchema,
  handOverResultSchema,
  idParamSchema,
  invitationBodySchema,
  invitationCreatedSchema,
  invitationIdParamsSchema,
  invitationSchema,
  invitationTokenParamSchema,
  messageSchema,
  PERMISSIONS,
  signupBodySchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './hand-over.service';
import * as invitations from './invitations.service';

const tags = ['equipos'];

/** A team handed to another manager by the Admin (docs/decisions/029-team-hand-over.md). */
export default async function handOverRoutes(app: App, { deps }: FeatureOptions) {
  app.get(
    '/teams/:id/traspaso',
    { config: { access: PERMISSIONS.manageTeams }, schema: { tags, params: idParamSchema, response: { 200: handOverPreviewSchema } } },
    (req) => service.handOverPreview(contextOf(deps, req), req.params.id),
  );
  // It moves a budget: an Idempotency-Key answers a repeated request with the first answer, once.
  app.post(
    '/teams/:id/traspaso',
    {
      config: { access: PERMISSIONS.manageTeams, idempotent: true },
      schema: { tags, params: idParamSchema, body: handOverBodySchema, response: { 200: handOverResultSchema } },
    },
    (req) => service.handOverTeam(contextOf(deps, req), req.params.id, req.body),
  );
  app.post(
    '/teams/:id/invitaciones',
    {
      config: { access: PERMISSIONS.manageTeams, idempotent: true },
      schema: { tags, params: idParamSchema, body: invitationBodySchema, response: { 201: invitationCreatedSchema } },
    },
    async (req, reply) => reply.status(201).send(await invitations.createInvitation(contextOf(deps, req), req.params.id, req.body)),
  );
  app.delete(
    '/teams/:id/invitaciones/:invitationId',
    { config: { access: PERMISSIONS.manageTeams }, schema: { tags, params: invitationIdParamsSchema, response: { 200: messageSchema } } },
    (req) => invitations.revokeInvitation(contextOf(deps, req), req.params.id, req.params.invitationId),
  );
  // Public: the link itself is the credential (single use, seven days, stored hashed).
  app.get(
    '/invitaciones/:token',
    { config: { access: PERMISSIONS.public }, schema: { tags: ['cuentas'], params: invitationTokenParamSchema, response: { 200: invitationSchema } } },
    (req) => invitations.showInvitation(deps, req.params.token),
  );
  app.post(
    '/invitaciones/:token',
    {
      config: { access: PERMISSIONS.public },
      schema: { tags: ['cuentas'], params: invitationTokenParamSchema, body: signupBodySchema, response: { 201: authResponseSchema } },
    },
    async (req, reply) => reply.status(201).send(await invitations.acceptInvitation(deps, req.params.token, req.body)),
  );
}
