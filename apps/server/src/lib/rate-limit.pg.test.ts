import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '@superliga/league';
import { buildApp } from '../app';
import { openPostgres, type Database } from '../db/client';
import { bootstrap } from '../db/seed/bootstrap';
import { createTestDatabase } from '../../test/database';
import { systemClock } from './clock';

/**
 * Two app instances on one PostgreSQL database, each with its own pool of sessions as two
 * processes would have: they count the login attempts together (decision 006). In memory,
 * each allowed the whole limit.
 */
let database: Database;
let second: Database;
let apps: Awaited<ReturnType<typeof buildApp>>[];
const loginLimits = { perIp: 7, perEmail: 4, windowMs: 60_000 };
beforeAll(async () => {
  database = await createTestDatabase();
  await bootstrap(database.db, { demo: false, now: new Date() });
  second = await openPostgres(database.url!, 4);
  apps = [await buildApp({ database, clock: systemClock, loginLimits }), await buildApp({ database: second, clock: systemClock, loginLimits })];
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second.close();
  await database.close();
});

const login = (i: number, email: string) =>
  apps[i % 2]!.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'equivocada-1' } }).then((r) => ({
    status: r.statusCode,
    body: r.json(),
  }));

it('the per-account limit (one email from one address) counts the attempts of both instances, also when they race', async () => {
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(i, 'dos@liga.com')));
  expect(answers.filter((a) => a.status === 422)).toHaveLength(4);
  expect(answers.filter((a) => a.status === 429).map((a) => a.body)).toEqual(Array(6).fill({ code: 'tooManyRequests', message: MSG.tooManyAttempts }));
});

it('the per-address limit too', async () => {
  // 10 attempts above already spent 10 of this address's 7: a new email from either instance is refused.
  expect((await login(0, 'otra@liga.com')).status).toBe(429);
  expect((await login(1, 'otra@liga.com')).status).toBe(429);
});
