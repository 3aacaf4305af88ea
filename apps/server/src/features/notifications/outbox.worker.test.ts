import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/app';
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
    // 60 market events over ~300 ms, as a deadline rush sends them (every bid, offer and stake).
    for (let i = 0; i < 60; i++) {
      await publish(t.app.deps, { type: 'auction.bid', payload: { auction_id: 1, id_player: 1, bid_id: i } });
      await new Promise((r) => setTimeout(r, 5));
    }
    await new Promise((r) => setTimeout(r, 2 * OUTBOX_MIN_GAP_MS));
    const turns = noticeTurns - before;
    // Each turn runs three deliveries (in-app, push, Discord), each in its own transaction at most.
    expect(turns).toBeGreaterThan(0);
    expect(turns).toBeLessThanOrEqual(3 * Math.ceil((300 + 2 * OUTBOX_MIN_GAP_MS) / OUTBOX_MIN_GAP_MS));
  } finally {
    await stop();
  }
});
