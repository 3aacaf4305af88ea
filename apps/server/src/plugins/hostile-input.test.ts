import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { TEST_ONLY } from '../../test/authorization-matrix';

/**
 * Hostile input on every route (ARCHITECTURE §4): malformed, oversized, wrong-typed and
 * injection-shaped bodies, params and query strings never get a 5xx, always get a Spanish
 * message, and write nothing.
 */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  adminToken = (await createUser(t.db, { rol: 'Admin' })).token;
});
afterAll(() => t.close());

const injection = fc.constantFrom(
  "1' OR '1'='1",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '{"$gt":""}',
  'ñandú',
  '-1',
  '0',
  '1e309',
  '9999999999999999999999',
  'NaN',
  'null',
  ' ',
  'x'.repeat(5000),
);
const hostileValue = fc.oneof(fc.anything({ maxDepth: 2 }), injection, fc.string({ maxLength: 300 }), fc.integer(), fc.double());
const hostileBody = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'id',
      'name',
      'email',
      'password',
      'amount',
      'value',
      'data',
      'offer',
      'prizes',
      'statistics',
      'id_player',
      'page',
      'status',
      'rol',
      'profits',
      'content',
    ),
    hostileValue,
    { maxKeys: 6 },
  ),
  fc.array(hostileValue, { maxLength: 5 }),
  hostileValue,
);
const hostileSegment = fc.oneof(
  injection,
  fc.string({ minLength: 1, maxLength: 40 }).map((s) => encodeURIComponent(s)),
);

/** Row counts of the tables users change; "nothing written" means these do not move. */
async function counts() {
  const res = (await t.db.execute(sql`select
    (select count(*) from users) u, (select count(*) from players) p, (select count(*) from teams) te,
    (select count(*) from ledger_entries) l, (select coalesce(sum(profits),0) from users) m,
    (select count(*) from transfers) tr, (select count(*) from release_clauses) rc, (select count(*) from auctions) a,
    (select count(*) from match_bets) mb, (select count(*) from user_bets) ub, (select count(*) from matches) ma,
    (select count(*) from prizes) pr, (select count(*) from tournaments) tu, (select count(*) from seasons) se`)) as unknown as { rows: unknown[] };
  return JSON.stringify(res.rows[0]);
}

const routes = () => t.app.routeAccess.filter((r) => !r.url.startsWith('/api/docs') && !TEST_ONLY.has(`${r.method} ${r.url}`) && r.url !== '/api/logout');

describe('hostile input', () => {
  it('never answers 5xx, always in Spanish with a message, and writes nothing', async () => {
    const before = await counts();
    for (const r of routes()) {
      await fc.assert(
        fc.asyncProperty(
          hostileSegment,
          hostileBody,
          fc.dictionary(
            fc.constantFrom('page', 'all', 'season', 'name', 'per_page', 'id_team', 'tournament_id', 'match_id'),
            fc.oneof(injection, fc.string({ maxLength: 50 })),
          ),
          async (seg, body, query) => {
            const url = r.url.replace(/:[A-Za-z_]+/g, seg);
            const res = await t.app.inject({
              method: r.method as 'GET',
              url,
              query,
              headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
              ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
            });
            if (res.statusCode >= 500) throw new Error(`${r.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400) {
              const message = res.json().message;
              expect(typeof message, `${r.method} ${url}`).toBe('string');
              expect(message).not.toMatch(/^(Bad Request|Internal|Not Found|Unauthorized)/);
            }
          },
        ),
        { numRuns: 25, seed: 57 },
      );
    }
    expect(await counts()).toBe(before);
    // Every route, 25 runs each: well over the default limit on a two-core machine.
  }, 300_000);

  it('refuses a body over the size limit in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payloadTooLarge', message: 'El cuerpo de la solicitud es demasiado grande.' });
  });

  it('refuses a content type it does not parse in Spanish, with its own code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/signup', headers: { 'content-type': 'application/xml' }, payload: '<name>x</name>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 'unsupportedMediaType', message: 'Tipo de contenido no soportado.' });
  });
});
