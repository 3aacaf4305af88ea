import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { openPostgres, type Database } from '../src/db/client';
import { bootstrap } from '../src/db/seed/bootstrap';
import type { TestClock } from '../src/lib/clock';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Two apps, each with a pool of its own (two server processes as the database sees them), on a
 * database of their own created from the migrated template on TEST_DATABASE_URL's server and
 * dropped afterwards. Registers its own beforeAll/afterAll; read `apps` and `databases` inside tests.
 */
export function twoAppsOnOnePostgres(label: string, clock: TestClock) {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `superliga_${label}_${process.pid}_${Date.now()}`;
  const state = { apps: [] as App[], databases: [] as Database[] };
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    for (let i = 0; i < 2; i++) state.databases.push(await openPostgres(url, 10));
    await bootstrap(state.databases[0]!.db, { demo: false, now: clock.now() });
    // Filled in place: callers destructure the arrays when the file loads.
    state.apps.push(...(await Promise.all(state.databases.map((database) => buildApp({ database, clock })))));
  }, 60_000);

  afterAll(async () => {
    for (const app of state.apps) await app.close();
    for (const d of state.databases) await d.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  return state;
}
