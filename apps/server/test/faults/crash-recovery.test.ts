import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/client';
import { ledgerSum } from '../factories';

/**
 * A server killed with SIGKILL in the middle of a load of budget changes restarts with every
 * acknowledged operation present and every ledger equal to its budget: on the embedded database,
 * and on PostgreSQL when the suite runs there (TEST_DATABASE_URL).
 */
const root = join(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'superliga-crash-'));
const port = 3600 + (process.pid % 200);
const base = `http://127.0.0.1:${port}`;
const serverUrl = process.env.TEST_DATABASE_URL;
const pgName = `superliga_crash_${process.pid}_${Date.now()}`;
const pgUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${pgName}` }).toString() : undefined;

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
beforeAll(async () => {
  if (serverUrl) await adminQuery(`CREATE DATABASE ${pgName}`);
});
/** The server of the moment: killed after the test, also when it failed half-way. */
let running: ChildProcess | null = null;
afterAll(async () => {
  running?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
});

const openCrashedDatabase = (): Promise<Database> => (pgUrl ? openPostgres(pgUrl, 2) : openPglite(dataDir));

function startServer(): { proc: ChildProcess; exited: Promise<unknown> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
      DEMO_DATA: '1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      LOGIN_RATE_LIMIT: '10000',
    },
    stdio: 'ignore',
  });
  running = proc;
  // Listen from the start: a killed process may exit before anyone waits for it.
  return { proc, exited: new Promise((r) => proc.on('exit', r)) };
}

/**
 * A fresh folder's first start migrates and loads the demo season: beside the rest of the suite's
 * files on two cores it once took more than a minute in CI. Three minutes at most, then it fails.
 */
async function waitHealthy() {
  for (let i = 0; i < 720; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

describe(`crash recovery (${pgUrl ? 'PostgreSQL' : 'embedded'})`, () => {
  it('keeps every acknowledged budget change after SIGKILL', async () => {
    let server = startServer();
    await waitHealthy();
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@superliga.local', password: 'superliga' }),
    });
    const { token } = (await login.json()) as { token: string };
    const acknowledged = new Map<number, number>();
    let stop = false;
    const worker = async (userId: number) => {
      while (!stop) {
        try {
          const res = await fetch(`${base}/api/users/${userId}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ budget_change: 1_000, reason: 'Prueba de caída' }),
          });
          if (res.status === 200) acknowledged.set(userId, (acknowledged.get(userId) ?? 0) + 1);
        } catch {
          return;
        }
      }
    };
    const users = [3, 4, 5, 6, 17, 18];
    const load = users.map(worker);
    await new Promise((r) => setTimeout(r, 1500));
    server.proc.kill('SIGKILL');
    stop = true;
    await Promise.all(load);
    await server.exited;
    const total = [...acknowledged.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);

    // Restarting runs migrations and bootstrap on the crashed folder.
    server = startServer();
    await waitHealthy();
    server.proc.kill('SIGTERM');
    await server.exited;

    const db = await openCrashedDatabase();
    for (const id of users) {
      const res = (await db.db.execute(`select profits from users where id = ${id}`)) as unknown as { rows: { profits: string | number }[] };
      const profits = Number(res.rows[0]!.profits);
      const base0 = id < 17 ? 150_000_000 : 90_000_000;
      // Every acknowledged change is there (one more may have committed as the answer was lost).
      expect(profits - base0).toBeGreaterThanOrEqual((acknowledged.get(id) ?? 0) * 1_000);
      expect(profits - base0).toBeLessThanOrEqual(((acknowledged.get(id) ?? 0) + 1) * 1_000);
      expect(await ledgerSum(db.db, id)).toBe(profits);
    }
    await db.close();
  }, 480_000);
});
