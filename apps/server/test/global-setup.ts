import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, pgliteExtensions } from '../src/db/client';

/**
 * Migrates one database per run: a PGlite data-dir dump that every test file loads into memory,
 * or, with TEST_DATABASE_URL, a template database that every test file clones.
 */
export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `superliga_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openPostgres(url.toString(), 2);
    await database.migrate();
    await database.close();
    provide('pgTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create({ extensions: pgliteExtensions() });
  const database = await openPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const dir = join(tmpdir(), 'superliga-test');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  provide('pgliteDump', file);
  return undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump?: string;
    pgTemplate?: string;
  }
}
