import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { loadConfig } from '../config';
import { exportDatabase, importDatabase, type Backup } from './backup';
import { openDatabase } from './client';

/**
 * `npm run backup` writes backups/superliga-<time>.json.gz from DATABASE_URL or DATA_DIR;
 * `npm run backup -- --restore <file>` loads one into an empty database. With the embedded
 * database, stop the server first (one process at a time may open its folder).
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const restoreAt = process.argv.indexOf('--restore');
  if (restoreAt > 0) {
    const file = process.argv[restoreAt + 1];
    if (!file) throw new Error('Indicá el archivo: npm run backup -- --restore <archivo>');
    const backup = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as Backup;
    await importDatabase(database.db, backup);
    console.log(`Copia restaurada desde ${file}`);
  } else {
    mkdirSync('backups', { recursive: true });
    const backup = await exportDatabase(database.db);
    const file = join('backups', `superliga-${backup.created_at.replace(/[:.]/g, '-')}.json.gz`);
    writeFileSync(file, gzipSync(JSON.stringify(backup)));
    const rows = Object.values(backup.tables).reduce((n, t) => n + t.length, 0);
    console.log(`Copia escrita en ${file} (${rows} filas)`);
  }
  await database.close();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
