import { IDEMPOTENCY_TEXTS, IDEMPOTENCY_TTL_MS, messageSchema, MSG } from '@superliga/league';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createManager, createUser, ledgerSum } from '../../test/factories';
import { createTestDatabase } from '../../test/database';
import { buildApp } from '../app';
import { bootstrap } from '../db/seed/bootstrap';
import { contextOf } from '../lib/http';
import { idempotencyKeys, matchBets, seasons, userBets, users } from '../db/schema';

/** The Idempotency-Key mechanics (decision 007); every keyed route is in idempotency.routes.test.ts. */
let t: TestApp;
let organizer: Awaited<ReturnType<typeof createUser>>;
let manager: Awaited<ReturnType<typeof createManager>>;
let other: Awaited<ReturnType<typeof createManager>>;
beforeAll(async () => {
  t = await createTestApp();
  organizer = await createUser(t.db, { rol: 'Organizador' });
  manager = await createManager(t.db, 'Primera', { profits: 50_000_000 });
  other = await createManager(t.db, 'Segunda', { profits: 50_000_000 });
});
afterAll(() => t.close());

let seq = 0;
const freshKey = () => `clave-${process.pid}-${++seq}`;
async function send(method: 'POST' | 'PUT', url: string, token: string, body: object, key?: string) {
  const res = await t.app.inject({
    method,
    url,
    payload: body,
    headers: { authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
  return { status: res.statusCode, body: res.body, replayed: res.headers['idempotent-replayed'] === 'true' };
}
const betBody = (match: string) => ({ match, description: '', home_odd: '1.50', away_odd: '2.50', draw_odd: '3.00', under: '1.90', over: '1.90' });
const betsNamed = async (match: string) => (await t.db.select().from(matchBets).where(eq(matchBets.match, match))).length;
const budget = async (id: number) => (await t.db.select({ p: users.profits }).from(users).where(eq(users.id, id)))[0]!.p;

describe('Idempotency-Key', () => {
  it('without the header a route works as before: two requests, two effects', async () => {
    const a = await send('POST', '/api/bets', organizer.token, betBody('Sin clave'));
    const b = await send('POST', '/api/bets', organizer.token, betBody('Sin clave'));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).not.toEqual(b.body);
    expect(await betsNamed('Sin clave')).toBe(2);
  });

  it('a repeat answers the first answer without doing the work again, even 20 at once', async () => {
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('POST', '/api/bets', organizer.token, betBody('Con clave'), key)));
    expect(await betsNamed('Con clave')).toBe(1);
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    expect(answers[0]!.status).toBe(201);
    expect(answers.filter((a) => a.replayed)).toHaveLength(19);
    const later = await send('POST', '/api/bets', organizer.token, betBody('Con clave'), key);
    expect(later).toEqual({ ...answers[0]!, replayed: true });
  });

  it('the same request with its fields in another order is a repeat, not another request', async () => {
    const key = freshKey();
    const body = betBody('Orden de campos');
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    expect((await send('POST', '/api/bets', organizer.token, body, key)).status).toBe(201);
    expect((await send('POST', '/api/bets', organizer.token, reversed, key)).replayed).toBe(true);
    expect(await betsNamed('Orden de campos')).toBe(1);
  });

  it('the same key with another request is refused with 422 and does nothing', async () => {
    const key = freshKey();
    expect((await send('POST', '/api/bets', organizer.token, betBody('Primera vez'), key)).status).toBe(201);
    const other = await send('POST', '/api/bets', organizer.token, betBody('Otra cosa'), key);
    expect(other.status).toBe(422);
    expect(JSON.parse(other.body)).toEqual({
      code: 'validation',
      message: IDEMPOTENCY_TEXTS.keyReused,
      errors: { 'Idempotency-Key': [IDEMPOTENCY_TEXTS.keyReused] },
    });
    expect(await betsNamed('Otra cosa')).toBe(0);
  });

  it('keys belong to their user: another user with the same key gets their own effect', async () => {
    const key = freshKey();
    const bet = JSON.parse((await send('POST', '/api/bets', organizer.token, betBody('Dos apostadores'))).body) as { id: number };
    const body = { id_bet: bet.id, amount: 1_000_000, selected_option: 'Home' };
    const [a, b] = await Promise.all([
      send('POST', '/api/apuesta/jugador', manager.token, body, key),
      send('POST', '/api/apuesta/jugador', other.token, body, key),
    ]);
    expect([a.status, b.status, a.replayed, b.replayed]).toEqual([200, 200, false, false]);
    expect(await t.db.$count(userBets, eq(userBets.betId, bet.id))).toBe(2);
  });

  it('a refusal (4xx) is kept too: the retry gets it again instead of running', async () => {
    const key = freshKey();
    const bet = JSON.parse((await send('POST', '/api/bets', organizer.token, betBody('Rechazo guardado'))).body) as { id: number };
    const poor = await createManager(t.db, 'Primera', { profits: 500_000 });
    const body = { id_bet: bet.id, amount: 1_000_000, selected_option: 'Away' };
    const first = await send('POST', '/api/apuesta/jugador', poor.token, body, key);
    expect(first.status).toBe(422);
    // Money arrives; a retry with the same key still answers the refusal, a new key places the bet.
    await t.db.update(users).set({ profits: 5_000_000 }).where(eq(users.id, poor.user.id));
    expect(await send('POST', '/api/apuesta/jugador', poor.token, body, key)).toEqual({ ...first, replayed: true });
    expect(await t.db.$count(userBets, eq(userBets.userId, poor.user.id))).toBe(0);
    expect((await send('POST', '/api/apuesta/jugador', poor.token, body, freshKey())).status).toBe(200);
  });

  it('a malformed key is refused with 422', async () => {
    for (const key of ['', 'con espacio', 'x'.repeat(256), 'ñandú']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bets',
        payload: betBody('Clave mala'),
        headers: { authorization: `Bearer ${organizer.token}`, 'idempotency-key': key },
      });
      expect(res.statusCode, key).toBe(422);
      expect(res.json().message).toBe(IDEMPOTENCY_TEXTS.invalidKey);
    }
    expect(await betsNamed('Clave mala')).toBe(0);
  });

  it('a bet whose answer was lost is not placed again by the retry (decision 007)', async () => {
    const bet = JSON.parse((await send('POST', '/api/bets', organizer.token, betBody('Respuesta perdida'))).body) as { id: number };
    const before = await budget(manager.user.id);
    const key = freshKey();
    const body = { id_bet: bet.id, amount: 2_000_000, selected_option: 'Draw' };
    await send('POST', '/api/apuesta/jugador', manager.token, body, key); // the answer never reaches the client
    const retry = await send('POST', '/api/apuesta/jugador', manager.token, body, key);
    expect(retry).toEqual({ status: 200, body: JSON.stringify({ message: MSG.betPlaced }), replayed: true });
    expect(await budget(manager.user.id)).toBe(before - 2_000_000);
    expect(await ledgerSum(t.db, manager.user.id)).toBe(before - 2_000_000);
    expect(await t.db.$count(userBets, and(eq(userBets.betId, bet.id), eq(userBets.userId, manager.user.id)))).toBe(1);
  });

  it('keys are kept 24 h, then purged; an expired key runs again', async () => {
    const key = freshKey();
    expect((await send('POST', '/api/bets', organizer.token, betBody('Un día'), key)).status).toBe(201);
    t.clock.advance(IDEMPOTENCY_TTL_MS - 60_000);
    expect((await send('POST', '/api/bets', organizer.token, betBody('Un día'), key)).replayed).toBe(true);
    expect(await betsNamed('Un día')).toBe(1);
    t.clock.advance(2 * 60_000);
    const again = await send('POST', '/api/bets', organizer.token, betBody('Un día'), key);
    expect([again.status, again.replayed]).toEqual([201, false]);
    expect(await betsNamed('Un día')).toBe(2);
    // The sweep runs at most hourly, with the first keyed request after that.
    expect(await t.db.$count(idempotencyKeys, sql`${idempotencyKeys.expiresAt} <= ${t.clock.now()}`)).toBeGreaterThan(0);
    t.clock.advance(60 * 60_000);
    await send('POST', '/api/bets', organizer.token, betBody('Barrido'), freshKey());
    const expired = await t.db.$count(idempotencyKeys, sql`${idempotencyKeys.expiresAt} <= ${t.clock.now()}`);
    expect(expired).toBe(0);
  });
});

describe('Idempotency-Key and server errors', () => {
  it('a 5xx is not kept and its writes are rolled back: the retry with the same key runs afresh', async () => {
    const database = await createTestDatabase();
    await bootstrap(database.db, { demo: false, now: new Date() });
    const app = await buildApp({ database });
    let calls = 0;
    // A route that writes, then fails the first time (a bug, a lost connection).
    // It writes on its context's handle, as every handler does: in a keyed request, the unit of work's transaction.
    app.post('/api/prueba-falla', { config: { access: 'user', idempotent: true }, schema: { response: { 200: messageSchema } } }, async (req) => {
      await contextOf(app.deps, req).db.insert(seasons).values({ name: 'Temporada de la falla', startDate: new Date() });
      if (++calls === 1) throw new Error('falla a propósito');
      return { message: 'ok' };
    });
    await app.ready();
    try {
      const { token } = await createUser(database.db, { rol: 'Admin' });
      const call = () =>
        app.inject({ method: 'POST', url: '/api/prueba-falla', payload: {}, headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'falla-1' } });
      const named = () => database.db.$count(seasons, eq(seasons.name, 'Temporada de la falla'));
      expect((await call()).statusCode).toBe(500);
      expect(await named()).toBe(0);
      const retry = await call();
      expect([retry.statusCode, retry.json(), retry.headers['idempotent-replayed']]).toEqual([200, { message: 'ok' }, undefined]);
      expect((await call()).headers['idempotent-replayed']).toBe('true');
      expect([calls, await named()]).toEqual([2, 1]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
