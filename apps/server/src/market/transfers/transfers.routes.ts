import {
  createdResponseSchema,
  idParamSchema,
  messageSchema,
  pendingTransfersQuerySchema,
  pendingTransfersResponseSchema,
  PERMISSIONS,
  transferBodySchema,
  transferHistoryQuerySchema,
  transfersListResponseSchema,
  transferObjectionBodySchema,
  transferReviewBodySchema,
  transferReviewQueueSchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { cancelTransfer } from './commands/cancel-transfer';
import { confirmTransfer } from './commands/confirm-transfer';
import { objectToTransfer } from './commands/object-to-transfer';
import { createTransfer } from './commands/propose-transfer';
import { reviewTransfer } from './commands/review-transfer';
import { listPendingTransfers, transferHistory, transferReviewQueue } from './queries';

const tags = ['mercado'];

/** Transfers between two league teams (000 §2, §7): create, pending list, confirm, cancel, history. */
export default async function transfersRoutes(app: App, { deps }: FeatureOptions) {
  app.post(
    '/transfer',
    { config: { access: PERMISSIONS.transfer, idempotent: true }, schema: { tags, body: transferBodySchema, response: { 201: createdResponseSchema } } },
    async (req, reply) => reply.status(201).send(await createTransfer(contextOf(deps, req), req.body)),
  );
  app.get(
    '/transferencia_pendiente',
    { config: { access: PERMISSIONS.read }, schema: { tags, querystring: pendingTransfersQuerySchema, response: { 200: pendingTransfersResponseSchema } } },
    (req) => listPendingTransfers(contextOf(deps, req), req.query),
  );
  app.post(
    '/transferencia_confirmada/:id',
    { config: { access: PERMISSIONS.transfer, idempotent: true }, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    (req) => confirmTransfer(contextOf(deps, req), req.params.id),
  );
  app.put(
    '/transferencia_cancelada/:id',
    { config: { access: PERMISSIONS.transfer, idempotent: true }, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    (req) => cancelTransfer(contextOf(deps, req), req.params.id),
  );
  app.get(
    '/traspasos',
    { config: { access: PERMISSIONS.read }, schema: { tags, querystring: transferHistoryQuerySchema, response: { 200: transfersListResponseSchema } } },
    (req) => transferHistory(contextOf(deps, req), req.query),
  );
  // Trade review (decision 023): the staff's queue and decision, the other managers' objections.
  app.get('/transfers/review', { config: { access: PERMISSIONS.reviewTransfers }, schema: { tags, response: { 200: transferReviewQueueSchema } } }, (req) =>
    transferReviewQueue(contextOf(deps, req)),
  );
  app.post(
    '/transfers/:id/review',
    {
      config: { access: PERMISSIONS.reviewTransfers, idempotent: true },
      schema: { tags, params: idParamSchema, body: transferReviewBodySchema, response: { 200: messageSchema } },
    },
    (req) => reviewTransfer(contextOf(deps, req), req.params.id, req.body),
  );
  app.post(
    '/transfers/:id/objections',
    {
      config: { access: PERMISSIONS.transfer, idempotent: true },
      schema: { tags, params: idParamSchema, body: transferObjectionBodySchema, response: { 200: messageSchema } },
    },
    (req) => objectToTransfer(contextOf(deps, req), req.params.id, req.body),
  );
}
