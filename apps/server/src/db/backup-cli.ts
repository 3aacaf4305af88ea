import { readFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { migrateWithBackup, restoreBackup, takeBackup } from '../features/backups/backups.service';
import { systemClock } from '../lib/clock';
import { openDatabase } from './client';

/**
 * `npm run backup` writes a backup of DATABASE_URL's (or DATA_DIR's) league into BACKUP_DIR, in
 * its engine's own format (`-- --portable`: the JSON that moves between engines, decision 021);
 * `npm run restore -- <file>` replaces the league with a backup's of any format, after a backup of
 * the current one (decision 020). With the embedded database, stop the server first: one process
 * at a time may open its folder.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const deps = { clock: systemClock, config };
  try {
    const restoreAt = process.argv.indexOf('--restore');
    if (restoreAt > 0) {
      const file = process.argv[restoreAt + 1];
      if (!file) throw new Error('Indicá el archivo: npm run restore -- <archivo>');
      await migrateWithBackup(database, deps);
      const result = await restoreBackup({ ...deps, database, actor: { job: 'console', name: 'Consola' } }, readFileSync(file));
      if (result.backup_before) console.log(`Copia del estado anterior en ${config.BACKUP_DIR}/${result.backup_before}`);
      console.log(`Copia restaurada desde ${file}${result.restored_from ? ` (tomada el ${result.restored_from})` : ''}`);
    } else {
      const backup = await takeBackup({ ...deps, database }, 'manual', { portable: process.argv.includes('--portable') });
      console.log(`Copia escrita en ${config.BACKUP_DIR}/${backup.name} (${Math.round(backup.size / 1024)} KB)`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  const fields = (err as { errors?: Record<string, string[]> }).errors;
  console.error(fields ? Object.values(fields).flat().join('\n') : err instanceof Error ? err.message : err);
  process.exit(1);
});
