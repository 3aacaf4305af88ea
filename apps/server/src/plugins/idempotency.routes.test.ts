import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { BASE, ROUTE_CASES, stateDigest, type KeyedRequest, type World } from '../../test/idempotent-routes';

/**
 * Every action once (decision 007): at every route that creates something or moves money, 20
 * identical requests with one Idempotency-Key sent at once give 20 equal answers and the state
 * of one request. Twin databases get the same setup; one gets the request once without a key.
 */
let once: TestApp;
let keyed: TestApp;
beforeAll(async () => {
  [once, keyed] = await Promise.all([createTestApp({ now: BASE }), createTestApp({ now: BASE })]);
});
afterAll(async () => {
  await once.close();
  await keyed.close();
});

async function send(t: TestApp, req: KeyedRequest, key?: string) {
  const res = await t.app.inject({
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
    const res = await send(t, req);
    return { status: res.status, body: JSON.parse(res.body) };
  },
});

describe('Idempotency-Key at every creating or paying route', () => {
  it('declares exactly the routes of the table as idempotent', () => {
    const declared = [...keyed.app.idempotentRoutes];
    const tabled = ROUTE_CASES.map((c) => c.route.replace(/ \(.*\)$/, '').replace(/\{(\w+)\}/g, ':$1'));
    expect(declared.sort()).toEqual(tabled.sort());
  });

  it.each(ROUTE_CASES.map((c) => [c.route, c] as const))(
    '%s: 20 at once with one key, one effect and 20 equal answers',
    async (_route, c) => {
      const [reqOnce, reqKeyed] = [await c.setup(world(once)), await c.setup(world(keyed))];
      const before = await stateDigest(once.db);
      const single = await send(once, reqOnce);
      expect(single.status, single.body).toBeLessThan(300);
      const effect = await stateDigest(once.db);
      expect(effect).not.toEqual(before);

      const key = `clave-${c.route}`.replace(/[^\x21-\x7e]/g, '-');
      const answers = await Promise.all(Array.from({ length: 20 }, () => send(keyed, reqKeyed, key)));
      expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size, answers.map((a) => a.status).join(',')).toBe(1);
      expect(answers[0]!.status).toBe(single.status);
      expect(answers.filter((a) => a.replayed)).toHaveLength(19);
      expect(await stateDigest(keyed.db)).toEqual(effect);
      // The imports' rows load a whole export or dump twice (once, then 20 keyed): near 30 s on a loaded two-core machine.
    },
    120_000,
  );
});
