import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFolder, openPostgres } from './client';
import { bootstrap } from './seed/bootstrap';

/**
 * Processes started together on an empty PostgreSQL database all come up (decision 006): before
 * the advisory lock, all but one crashed on the migration (and then on the league's basics). Each Database is its own pool of
 * sessions, as each server process would be.
 */
const serverUrl = process.env.TEST_DATABASE_URL!;
const dbName = `superliga_migrate_${process.pid}_${Date.now()}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const admin = new pg.Client({ connectionString: serverUrl });

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
});
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
});

it('five concurrent starts (migrate, then bootstrap) of one fresh database all succeed and write everything once', async () => {
  const databases = await Promise.all(Array.from({ length: 5 }, () => openPostgres(dbUrl, 2)));
  try {
    // As main.ts starts: each process migrates, then bootstraps; all with the same DEMO_DATA, as
    // processes of one deployment are (mixed settings on one database are not supported: a
    // DEMO_DATA=0 process that bootstraps first leaves basics the demo loader does not expect).
    const results = await Promise.allSettled(databases.map((d) => d.migrate(() => bootstrap(d.db, { demo: true, now: new Date() }))));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value?.demoLoaded)).toHaveLength(1);
  } finally {
    await Promise.all(databases.map((d) => d.close()));
  }
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const applied = await c.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(journal.entries.length);
    const freeAgents = await c.query("SELECT count(*)::int AS n FROM teams WHERE name = 'Agentes libres'");
    expect(freeAgents.rows[0].n).toBe(1);
    const admins = await c.query("SELECT count(*)::int AS n FROM users WHERE email = 'admin@superliga.local'");
    expect(admins.rows[0].n).toBe(1);
  } finally {
    await c.end();
  }
});
