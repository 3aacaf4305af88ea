import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { BASE, ROUTE_CASES, stateDigest, type KeyedRequest, type World } from '../../test/idempotent-routes';
import { buildApp } from '../app';
import { openPostgres, type Database } from '../db/client';

/**
 * The Idempotency-Key across processes: two app instances, each with its own connection pool, on
 * one PostgreSQL database get the 20 keyed requests alternately; the key row decides in the
 * database, so the state is that of one request (compared with a twin database that got it once).
 */
let once: TestApp;
let keyed: TestApp;
let secondDb: Database;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  [once, keyed] = await Promise.all([createTestApp({ now: BASE }), createTestApp({ now: BASE })]);
  if (!keyed.database.url) throw new Error('this test needs PostgreSQL (TEST_DATABASE_URL)');
  secondDb = await openPostgres(keyed.database.url, 10);
  // Built as createTestApp builds: no background outbox worker (its VAPID keys would be one more settings row).
  second = await buildApp({ database: secondDb, clock: keyed.clock, outboxWorker: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await secondDb.close();
  await once.close();
  await keyed.close();
});

async function send(app: TestApp['app'], req: KeyedRequest, key?: string) {
  const res = await app.inject({
    method: req.method,
    url: req.url,
    ...(req.body ? { payload: req.body } : {}),
    headers: { authorization: `Bearer ${req.token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
  return { status: res.statusCode, body: res.body, replayed: res.headers['idempotent-replayed'] === 'true' };
}
const world = (t: TestApp): World => ({
  db: t.db,
  clock: t.clock,
  call: async (req) => {
    const res = await send(t.app, req);
    return { status: res.status, body: JSON.parse(res.body) };
  },
});

describe('Idempotency-Key on two app instances over one PostgreSQL', () => {
  it.each(ROUTE_CASES.map((c) => [c.route, c] as const))('%s: 20 keyed requests split over both instances, one effect', async (_route, c) => {
    const [reqOnce, reqKeyed] = [await c.setup(world(once)), await c.setup(world(keyed))];
    const single = await send(once.app, reqOnce);
    expect(single.status, single.body).toBeLessThan(300);
    const effect = await stateDigest(once.db);

    const key = `dos-procesos-${c.route}`.replace(/[^\x21-\x7e]/g, '-');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? second : keyed.app, reqKeyed, key)));
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size, answers.map((a) => a.status).join(',')).toBe(1);
    expect(answers.filter((a) => a.replayed)).toHaveLength(19);
    expect(await stateDigest(keyed.db)).toEqual(effect);
  });
});
