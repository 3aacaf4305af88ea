import {
  fmImportApplyBodySchema,
  fmImportPreviewBodySchema,
  fmImportPreviewSchema,
  fmImportResultSchema,
  fmImportsListSchema,
  PERMISSIONS,
} from '@superliga/league';
import { backupBeforeHook } from '../backups/backups.service';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './fm-import.service';

const tags = ['jugadores'];
/** The exports travel as text in JSON (no multipart parser here): room for several views of a few thousand players. */
const bodyLimit = 16 * 1024 * 1024;

/** Players from Football Manager (docs/decisions/019-football-manager-import.md). */
export default async function fmImportRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/fm-imports', { config: { access: PERMISSIONS.importPlayers }, schema: { tags, response: { 200: fmImportsListSchema } } }, () =>
    service.listImports(deps.db),
  );
  app.post(
    '/fm-imports/preview',
    { bodyLimit, config: { access: PERMISSIONS.importPlayers }, schema: { tags, body: fmImportPreviewBodySchema, response: { 200: fmImportPreviewSchema } } },
    (req) => service.previewImport(contextOf(deps, req), req.body),
  );
  app.post(
    '/fm-imports',
    {
      bodyLimit,
      config: { access: PERMISSIONS.importPlayers, idempotent: true },
      schema: { tags, body: fmImportApplyBodySchema, response: { 201: fmImportResultSchema } },
      preValidation: backupBeforeHook(deps, 'fm-import'),
    },
    async (req, reply) => reply.status(201).send(await service.applyImport(contextOf(deps, req), req.body)),
  );
}
