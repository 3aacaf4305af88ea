import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '@superliga/league';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { bootstrap } from '../db/seed/bootstrap';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { TestClock } from './clock';

/**
 * The limits count in the database (decision 006): a rebuilt app (a restart) keeps the count,
 * and the window still closes. On PostgreSQL, rate-limit.pg.test.ts adds two processes at once.
 */
let database: Database;
const clock = new TestClock(new Date());
const loginLimits = { perIp: 1000, perEmail: 3, windowMs: 60_000 };
beforeAll(async () => {
  database = await createTestDatabase();
  await bootstrap(database.db, { demo: false, now: clock.now() });
});
afterAll(() => database.close());

async function withApp<T>(fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>, assistant?: { max: number; windowMs: number; timeoutMs: number }) {
  const app = await buildApp({ database, clock, loginLimits, assistant });
  try {
    return await fn(app);
  } finally {
    await app.close();
  }
}
const login = (app: Awaited<ReturnType<typeof buildApp>>, email: string) =>
  app
    .inject({ method: 'POST', url: '/api/login', payload: { email, password: 'equivocada-1' } })
    .then((r) => ({ status: r.statusCode, body: r.json(), retry: r.headers['retry-after'] }));

it('the login limit per email and address survives a restart, and the window closes', async () => {
  const email = 'restart@liga.com';
  expect((await withApp((app) => Promise.all([login(app, email), login(app, email)]))).map((r) => r.status)).toEqual([422, 422]);
  const after = await withApp(async (app) => [await login(app, email), await login(app, email)]);
  expect(after.map((r) => r.status)).toEqual([422, 429]);
  expect(after[1]!.body).toEqual({ code: 'tooManyRequests', message: MSG.tooManyAttempts });
  expect(Number(after[1]!.retry)).toBeGreaterThan(0);
  clock.advance(61_000);
  expect((await withApp((app) => login(app, email))).status).toBe(422);
});

it("the assistant's per-user limit survives a restart", async () => {
  const { token } = await createUser(database.db);
  const ask = (app: Awaited<ReturnType<typeof buildApp>>) =>
    app.inject({ method: 'POST', url: '/api/chatbot', headers: { authorization: `Bearer ${token}` }, payload: { content: 'hola' } }).then((r) => r.statusCode);
  const assistant = { max: 2, windowMs: 60_000, timeoutMs: 1000 };
  expect(await withApp(async (app) => [await ask(app), await ask(app)], assistant)).toEqual([200, 200]);
  expect(await withApp((app) => ask(app), assistant)).toBe(429);
});
