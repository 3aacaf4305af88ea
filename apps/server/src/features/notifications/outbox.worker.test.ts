import { createECDH, randomBytes } from 'node:crypto';
import { createServer as createNetServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createUser } from '../../../test/factories';
import { publish } from '../../lib/events';
import { OUTBOX_MIN_GAP_MS, startOutboxWorker } from './outbox.worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('a burst of live events starts a delivery turn at most every OUTBOX_MIN_GAP_MS, not one per event', async () => {
  // Every turn opens one transaction for the in-app notices (then push and Discord): counted here.
  let noticeTurns = 0;
  const db = new Proxy(t.db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') noticeTurns++;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  }) as Db;
  const deps = { ...t.app.deps, db };
  const stop = await startOutboxWorker(deps, (err) => {
    throw err;
  });
  try {
    await new Promise((r) => setTimeout(r, OUTBOX_MIN_GAP_MS));
    const before = noticeTurns;
    const started = Date.now();
    // 60 market events over ~300 ms, as a deadline rush sends them (every bid, offer and stake).
    for (let i = 0; i < 60; i++) {
      await publish(t.app.deps, { type: 'auction.bid', payload: { auction_id: 1, id_player: 1, bid_id: i } });
      await new Promise((r) => setTimeout(r, 5));
    }
    await new Promise((r) => setTimeout(r, 2 * OUTBOX_MIN_GAP_MS));
    const turns = noticeTurns - before;
    // The burst takes longer than 300 ms on a busy machine: the bound follows the time it really took.
    const elapsed = Date.now() - started;
    // Three lanes (in-app, push, Discord; decision 014), each a turn per gap at most (one more for a turn already under way), one transaction a turn.
    expect(turns).toBeGreaterThan(0);
    expect(turns).toBeLessThanOrEqual(3 * (Math.ceil(elapsed / OUTBOX_MIN_GAP_MS) + 1));
    // One turn per event would be 60 per lane.
    expect(turns).toBeLessThan(60);
  } finally {
    await stop();
  }
});

describe('lanes (decision 014)', () => {
  let w: TestApp;
  const held: Socket[] = [];
  const silent = createNetServer((socket) => void held.push(socket));
  beforeAll(async () => {
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    w = await createTestApp({ outboxWorker: true, config: { OUTGOING_ALLOW_LOOPBACK: true } });
  });
  afterAll(async () => {
    await w.close();
    for (const socket of held) socket.destroy();
    await new Promise((r) => silent.close(r));
  });

  /** Polls (bounded) until the user has `n` notifications; how many they have in the end. */
  async function noticesOf(token: string, n: number) {
    let total = 0;
    for (let i = 0; i < 30 && total < n; i++) {
      total = (await w.request('GET', '/api/notifications', { token })).body.meta.total as number;
      if (total < n) await new Promise((r) => setTimeout(r, 100));
    }
    return total;
  }

  it('in-app notices keep arriving while a push service accepts and never answers', async () => {
    const admin = await createUser(w.db, { rol: 'Admin' });
    const m = await createManager(w.db);
    const endpoint = `https://127.0.0.1:${(silent.address() as { port: number }).port}/push/never`;
    const keys = { p256dh: createECDH('prime256v1').generateKeys('base64url'), auth: randomBytes(16).toString('base64url') };
    expect((await w.request('POST', '/api/push/subscriptions', { token: m.token, body: { endpoint, keys } })).status).toBe(201);
    await w.request('PUT', '/api/notifications/preferences', { token: m.token, body: { 'budget.changed': 'push' } });

    await w.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: 1_000 } });
    expect(await noticesOf(m.token, 1)).toBe(1);
    // The push lane is now stuck on the silent service (until its timeout)…
    for (let i = 0; i < 50 && !held.length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(held.length).toBeGreaterThan(0);
    // …and in-app notices go on arriving meanwhile.
    await w.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: 2_000 } });
    expect(await noticesOf(m.token, 2)).toBe(2);
    await w.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: 3_000 } });
    expect(await noticesOf(m.token, 3)).toBe(3);
  });
});
