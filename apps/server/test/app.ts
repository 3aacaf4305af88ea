import { buildApp, type BuildAppOptions } from '../src/app';
import type { Database } from '../src/db/client';
import { bootstrap } from '../src/db/seed/bootstrap';
import { TestClock } from '../src/lib/clock';
import { createTestDatabase } from './database';

export interface TestAppOptions {
  /** Load the demo league (about 1,200 players); default: only the bootstrap basics. */
  demo?: boolean;
  now?: Date;
  loginLimits?: { perIp: number; perEmail: number; windowMs: number };
  config?: BuildAppOptions['config'];
  assistant?: BuildAppOptions['assistant'];
  /** Deliver notifications in the background; off by default: tests call deliverDueNotices. */
  outboxWorker?: boolean;
  requestTimeoutMs?: number;
  liveEvents?: BuildAppOptions['liveEvents'];
}

/** A fresh app on a fresh database, with a movable clock and a small request helper. */
export async function createTestApp(opts: TestAppOptions = {}) {
  const database: Database = await createTestDatabase();
  const clock = new TestClock(opts.now ?? new Date());
  await bootstrap(database.db, { demo: !!opts.demo, now: clock.now() });
  const app = await buildApp({
    database,
    clock,
    loginLimits: opts.loginLimits ?? { perIp: 10_000, perEmail: 10_000, windowMs: 60_000 },
    config: opts.config,
    assistant: opts.assistant,
    outboxWorker: opts.outboxWorker ?? false,
    requestTimeoutMs: opts.requestTimeoutMs,
    liveEvents: opts.liveEvents,
  });
  await app.ready();

  async function request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    options: { token?: string; body?: unknown; query?: Record<string, string> } = {},
  ) {
    const res = await app.inject({
      method,
      url,
      query: options.query,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    let body: any;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body, headers: res.headers };
  }

  return {
    app,
    db: database.db,
    database,
    clock,
    request,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
