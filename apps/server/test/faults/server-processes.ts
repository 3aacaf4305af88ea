import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Real server processes on one PostgreSQL database (the scale path), for the multi-process tests:
 * a fresh database, `npm start`'s entry started as child processes, and a small HTTP client.
 */
const root = join(import.meta.dirname, '../../../..');

/** Runs one statement on the PostgreSQL server or database of `url` (CREATE/DROP DATABASE, checks). */
export async function query<T = unknown>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

/** A database of its own on the server of TEST_DATABASE_URL, and the server processes started on it. */
export function serverCluster(label: string) {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const dbName = `superliga_${label}_${process.pid}_${Date.now()}`;
  const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
  const procs = new Map<number, ChildProcess>();
  return {
    dbUrl,
    createDatabase: () => query(serverUrl, `CREATE DATABASE ${dbName}`),
    /** Starts the server on `port` (DEMO_DATA as asked, `env` added); the previous process on that port is forgotten. */
    start(port: number, demo: boolean, env: Record<string, string> = {}) {
      const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: dbUrl,
          DEMO_DATA: demo ? '1' : '0',
          LOG_LEVEL: 'silent',
          NODE_ENV: 'production',
          LOGIN_RATE_LIMIT: '10000',
          ...env,
        },
        stdio: 'ignore',
      });
      procs.set(port, proc);
      return proc;
    },
    process: (port: number) => procs.get(port)!,
    /** Stops every process (SIGKILL: nothing to flush) and drops the database. */
    async destroy(signal: NodeJS.Signals = 'SIGTERM') {
      for (const p of procs.values()) p.kill(signal);
      await new Promise((r) => setTimeout(r, 500));
      await query(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

export async function healthy(base: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not start`);
}

export async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as any };
}
