// `npm run test:pg`: the API suite against a real PostgreSQL server. Each test file gets a fresh
// database cloned from a migrated template; all of them are dropped afterwards.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  await client.end();
} catch (err) {
  console.error(`No se pudo conectar a PostgreSQL en ${url}: ${err.message}`);
  console.error('Inicialo (pg_ctlcluster 15 main start) o indicá otro con TEST_DATABASE_URL.');
  process.exit(1);
}
const args = ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)];
const r = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url, VITEST_REPORT_NAME: 'vitest-pg' } });
process.exit(r.status ?? 1);
