import {
  LEGACY_DUMP_MAX_BYTES,
  LEGACY_MSG,
  legacyDumpBodySchema,
  legacyMappingBodySchema,
  legacyRunResponseSchema,
  messageSchema,
  PERMISSIONS,
} from '@superliga/league';
import { backupBeforeHook } from '../backups/backups.service';
import type { ServiceContext } from '../../lib/context';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { readLegacyDatabase } from './legacy-reader';
import { withDumpLoaded } from './legacy-scratch';
import * as service from './legacy-import.service';

const tags = ['importación'];
// The dump travels as JSON text: a little more than its size in bytes.
const bodyLimit = LEGACY_DUMP_MAX_BYTES * 2;

/** The Admin's import from the old app with an uploaded .sql dump (docs/decisions/018-legacy-import.md). */
export default async function legacyImportRoutes(app: App, { deps }: FeatureOptions) {
  const run =
    (apply: boolean) =>
    async (req: { body: { dump: string } }, { db, actor }: ServiceContext) => {
      const options = { actorId: actor.id, actor, tz: deps.config.LEAGUE_TZ, now: deps.clock.now() };
      const report = await withDumpLoaded(deps.config.LEGACY_MYSQL_URL, req.body.dump, async (url) => {
        const read = await readLegacyDatabase(url);
        return apply ? service.applyLegacyImport(db, read, options) : service.dryRunLegacyImport(db, read, options);
      });
      return { applied: apply, report };
    };
  app.post(
    '/legacy-import/dry-run',
    { bodyLimit, config: { access: PERMISSIONS.importLegacy }, schema: { tags, body: legacyDumpBodySchema, response: { 200: legacyRunResponseSchema } } },
    (req) => run(false)(req, contextOf(deps, req)),
  );
  // Moves money (opening entries): keyed like every paying route (decision 007), and a repeat without a key imports nothing twice (the old ids, decision 018).
  app.post(
    '/legacy-import/apply',
    {
      bodyLimit,
      config: { access: PERMISSIONS.importLegacy, idempotent: true },
      schema: { tags, body: legacyDumpBodySchema, response: { 200: legacyRunResponseSchema } },
      preValidation: backupBeforeHook(deps, 'legacy-import'),
    },
    (req) => run(true)(req, contextOf(deps, req)),
  );
  app.put(
    '/legacy-import/mappings',
    { config: { access: PERMISSIONS.importLegacy }, schema: { tags, body: legacyMappingBodySchema, response: { 200: messageSchema } } },
    async (req) => {
      await service.saveLegacyMapping(deps.db, req.body, deps.clock.now());
      return { message: LEGACY_MSG.mappingSaved };
    },
  );
}
