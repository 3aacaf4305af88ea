import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { bootstrap } from '../../db/seed/bootstrap';
import { systemClock } from '../../lib/clock';
import { backupBefore, migrateWithBackup } from '../backups/backups.service';
import { readLegacyDatabase } from './legacy-reader';
import { applyLegacyImport, dryRunLegacyImport, importingAdmin } from './legacy-import.service';
import { legacyReportText } from './legacy-report-text';

/**
 * `npm run import:legacy -- --from mysql://user@host:3306/db [--dry-run]`: the old app's database
 * into ours (DATA_DIR or DATABASE_URL), as docs/decisions/018-legacy-import.md describes.
 */
async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
  if (!values.from) {
    console.error('Uso: npm run import:legacy -- --from mysql://usuario@host:3306/base [--dry-run]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const deps = { clock: systemClock, config };
  try {
    await migrateWithBackup(database, deps);
    await bootstrap(database.db, { demo: false, adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, now: new Date() });
    const actorId = await importingAdmin(database.db);
    if (actorId === undefined) throw new Error('No hay ningún Admin: definí ADMIN_EMAIL y ADMIN_PASSWORD.');
    const read = await readLegacyDatabase(values.from);
    const options = { actorId, actor: { job: 'console' as const, name: 'Consola' }, tz: config.LEAGUE_TZ, now: new Date() };
    const dryRun = values['dry-run'] === true;
    if (!dryRun) {
      // An import rewrites the league wholesale: the league as it was goes to a backup first (decision 020).
      const before = await backupBefore({ ...deps, database }, 'legacy-import');
      if (before) console.log(`Copia del estado anterior en ${config.BACKUP_DIR}/${before.name}`);
    }
    const report = dryRun ? await dryRunLegacyImport(database.db, read, options) : await applyLegacyImport(database.db, read, options);
    console.log(legacyReportText(report, !dryRun));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
