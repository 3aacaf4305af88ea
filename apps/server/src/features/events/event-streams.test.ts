import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MSG } from '@superliga/league';
import { publish } from '../../lib/events';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, tokenFor } from '../../../test/factories';
import { MAX_STREAMS_PER_USER } from './events.routes';

/**
 * An event stream lives as long as its session, and a user holds a few at most (decision 015).
 * Before, a stream outlived its logout, a password or role change and its session's lifetime,
 * and a user could hold any number of them.
 */
const DAY = 86_400_000;
let t: TestApp;
let base: string;
async function start(opts: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp(opts);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}` };
}
// One app for the tests that do not move its clock; users of their own in each test.
beforeAll(async () => {
  ({ app: t, base } = await start({}));
});
afterAll(() => t.close());

/** Opens a stream as the web app does; `ended` resolves when the server ends it. */
async function openStream(token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  let text = '';
  let ended: Promise<void> = Promise.resolve();
  if (res.ok) {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    ended = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += decoder.decode(value, { stream: true });
        }
      } catch {
        // aborted by the test
      }
    })();
  }
  const waitFor = async (needle: string) => {
    while (!text.includes(needle)) await new Promise((r) => setTimeout(r, 20));
  };
  let closed = false;
  ended.then(() => (closed = true));
  return { res, ended, waitFor, isOpen: () => !closed, close: async () => (controller.abort(), ended) };
}

describe('a stream ends with its session', () => {
  it('logout', async () => {
    const { token } = await createUser(t.db);
    const stream = await openStream(token);
    await stream.waitFor(': conectado');
    expect((await t.request('POST', '/api/logout', { token })).status).toBe(200);
    await stream.ended;
  });

  it("a password change ends the other sessions' streams; the one that made it keeps its stream", async () => {
    const { user, token: current } = await createUser(t.db);
    const other = await tokenFor(t.db, user.id);
    const bystander = await openStream((await createUser(t.db)).token);
    const mine = await openStream(current);
    const theirs = await openStream(other);
    await Promise.all([mine.waitFor(': conectado'), theirs.waitFor(': conectado'), bystander.waitFor(': conectado')]);
    const res = await t.request('PUT', `/api/users/${user.id}`, { token: current, body: { password: 'otra-clave-9', password_confirmation: 'otra-clave-9' } });
    expect(res.status).toBe(200);
    await theirs.ended;
    await publish(t.app.deps, { type: 'auction.bid', payload: { auction_id: 7, id_player: 1, bid_id: 1 } });
    await mine.waitFor('event: auction.bid');
    await bystander.waitFor('event: auction.bid');
    expect(mine.isOpen() && bystander.isOpen()).toBe(true);
    await mine.close();
    await bystander.close();
  });

  it("an Admin's role change and a deactivation", async () => {
    const admin = (await createUser(t.db, { rol: 'Admin' })).token;
    const demoted = await createUser(t.db, { rol: 'Manager Primera' });
    const removed = await createUser(t.db, { rol: 'Manager Segunda' });
    const adminStream = await openStream(admin);
    const demotedStream = await openStream(demoted.token);
    const removedStream = await openStream(removed.token);
    await Promise.all([adminStream, demotedStream, removedStream].map((s) => s.waitFor(': conectado')));
    expect((await t.request('PUT', `/api/users/${demoted.user.id}`, { token: admin, body: { rol: 'visitante' } })).status).toBe(200);
    await demotedStream.ended;
    expect((await t.request('DELETE', `/api/users/${removed.user.id}`, { token: admin })).status).toBe(200);
    await removedStream.ended;
    expect(adminStream.isOpen()).toBe(true);
    await adminStream.close();
  });

  it('the session outliving its lifetime (checked with the heartbeat)', async () => {
    const shared = { t, base };
    ({ app: t, base } = await start({ config: { SESSION_MAX_DAYS: 2 }, liveEvents: { heartbeatMs: 50 } }));
    try {
      const { token } = await createUser(t.db);
      const stream = await openStream(token);
      await stream.waitFor(': ping');
      expect(stream.isOpen()).toBe(true);
      t.clock.advance(3 * DAY);
      await stream.ended;
      expect((await t.request('GET', '/api/user', { token })).status).toBe(401);
    } finally {
      await t.close();
      ({ t, base } = shared);
    }
  });
});

describe('streams per user', () => {
  it(`at most ${MAX_STREAMS_PER_USER} at once: one more is refused 429 in Spanish, and gets in when another closes`, async () => {
    const { token } = await createUser(t.db);
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => openStream(token)));
    expect(streams.map((s) => s.res.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    const extra = await openStream(token);
    expect(extra.res.status).toBe(429);
    expect(await extra.res.json()).toEqual({ code: 'events.too_many_streams', message: AUCTION_MSG.tooManyStreams });
    expect(Number(extra.res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Somebody else is not affected.
    const other = await openStream((await createUser(t.db)).token);
    expect(other.res.status).toBe(200);
    await other.close();

    await streams.pop()!.close();
    let again = await openStream(token);
    // The server hears the close a moment later; the test's own timeout bounds the wait.
    while (again.res.status === 429) {
      await new Promise((r) => setTimeout(r, 20));
      again = await openStream(token);
    }
    expect(again.res.status).toBe(200);
    for (const s of [...streams, again]) await s.close();
  });
});
