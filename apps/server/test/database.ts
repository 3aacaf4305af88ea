import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, pgliteExtensions, type Database } from '../src/db/client';

let counter = 0;

/** A fresh, migrated database for one test file: PGlite in memory, or a clone on PostgreSQL. */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (serverUrl && template) {
    const name = `superliga_t_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 10);
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('The test database template is missing (global setup did not run).');
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(dump)]), extensions: pgliteExtensions() });
  return openPglite(client);
}
