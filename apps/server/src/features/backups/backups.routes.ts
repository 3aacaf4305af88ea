import { backupDownloadSchema, backupFileSchema, backupListResponseSchema, backupRestoreResponseSchema, PERMISSIONS } from '@superliga/league';
import { z } from 'zod';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './backups.service';

/** The largest backup file the Admin screen may upload for a restore. */
const RESTORE_BODY_LIMIT = 512 * 1024 * 1024;

/** The backups of the whole league (decision 020): list, take one now, download, restore an uploaded file. */
export default async function backupsRoutes(app: App, { deps }: FeatureOptions) {
  // The uploaded file travels as the request's body, as it is (this plugin only).
  app.addContentTypeParser(
    ['application/gzip', 'application/x-gzip', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: RESTORE_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  // Backups read and replace whole tables on deps.database, around a request's own transaction (decision 007).
  const backupDeps = () => deps;

  const access = { access: PERMISSIONS.manageBackups };
  app.get('/backups', { config: access, schema: { tags: ['sistema'], response: { 200: backupListResponseSchema } } }, async () => ({
    backups: await service.listBackups(backupDeps()),
  }));
  app.post('/backups', { config: access, schema: { tags: ['sistema'], response: { 201: backupFileSchema } } }, async (_req, reply) =>
    reply.status(201).send(await service.takeBackup(backupDeps(), 'manual')),
  );
  app.get(
    '/backups/:name',
    {
      config: access,
      schema: {
        tags: ['sistema'],
        params: z.object({ name: z.string() }),
        produces: ['application/gzip', 'application/octet-stream'],
        response: { 200: backupDownloadSchema },
      },
    },
    async (req, reply) => {
      const bytes = await service.backupBytes(backupDeps(), req.params.name);
      // Sent as it is: the file's own bytes (a pg_dump archive is not gzip).
      return reply
        .type(req.params.name.endsWith('.dump') ? 'application/octet-stream' : 'application/gzip')
        .header('content-disposition', `attachment; filename="${req.params.name}"`)
        .serializer((payload) => payload as string)
        .send(bytes as unknown as string);
    },
  );
  app.post(
    '/backups/restore',
    { config: access, bodyLimit: RESTORE_BODY_LIMIT, schema: { tags: ['sistema'], response: { 200: backupRestoreResponseSchema } } },
    async (req) => service.restoreBackup({ ...backupDeps(), actor: contextOf(deps, req).actor }, Buffer.isBuffer(req.body) ? req.body : undefined),
  );
}
