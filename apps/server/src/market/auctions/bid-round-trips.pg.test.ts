import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam } from '../../../test/factories';
import { releasingTeamsOfAuctionStatement } from '../squad/release-history';
import { auctionPlayerStatement, findAuctionStatement, highestBidStatement } from './auctions.repository';

/**
 * What a keyed bid costs PostgreSQL, in round trips (decisions 011 and 012): in the deadline rush
 * every statement is server and database time of every bidder. Counted at the driver, so a read
 * that slips out of its batch fails here, not only in `npm run bench -- --only=rush`.
 */
let t: TestApp;
const M = 1_000_000;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-03-01T12:00:00Z') });
  if (!t.database.url) throw new Error('this test needs PostgreSQL (TEST_DATABASE_URL)');
  t.clock.set(new Date('2026-03-01T17:00:00Z'));
});
afterAll(() => t.close());

/** The text of every query the app sends while `run` runs, its whitespace folded. */
async function queriesOf(run: () => Promise<unknown>) {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string };
    sent.push(
      String(typeof q === 'string' ? q : q?.text)
        .replace(/\s+/g, ' ')
        .trim(),
    );
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

it('a keyed bid that outbids the leader: twelve round trips, its auction, highest bid, player and releases read in one', async () => {
  const a = await createManager(t.db);
  const b = await createManager(t.db);
  const p = await createPlayer(t.db, { teamId: (await createTeam(t.db, { division: null })).id, value: 10 * M });
  const bid = (token: string, amount: number, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auctions/${auctionId}/bids`,
      payload: { amount },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    });
  const opened = await t.request('POST', '/api/auctions', { token: a.token, body: { id_player: p.id, amount: 5 * M } });
  const auctionId = opened.body.id as number;
  // The first keyed request of a process also sweeps expired keys: not part of a bid.
  expect((await bid(b.token, 6 * M, 'warm-up')).statusCode).toBe(201);

  let status = 0;
  const sentAll = await queriesOf(async () => (status = (await bid(a.token, 7 * M, 'outbid')).statusCode));
  expect(status).toBe(201);
  // A connection prepares each written statement once (db/batch.ts): not a cost of this bid.
  const sent = sentAll.filter((q) => !q.startsWith('prepare '));
  // The four reads before the lock are prepared statements (db/batch.ts `written`), called by name in one query.
  const called = [findAuctionStatement(0), highestBidStatement(0), auctionPlayerStatement(0), releasingTeamsOfAuctionStatement(0)].map(
    (s) => `execute ${s.prepared!.shape.name}(${auctionId})`,
  );
  const beforeLock = sent.filter((q) => q.includes(called[3]!.split('(')[0]!));
  expect(beforeLock).toEqual([called.join('; ').replace(/\((\d+)\)/g, "('$1')")]);
  expect(sent.map((q) => q.split(' ')[0]!.toLowerCase())).toEqual([
    'begin',
    'insert', // the Idempotency-Key claimed
    'execute', // before the lock: auction, highest bid, player, releases
    'savepoint',
    'execute', // under the lock: budget, committed money (prepared statements), own maximum, the auction locked
    'insert', // the bid
    'with', // the outbid notice in the outbox
    'release',
    'update', // the bidder's own outbid notices handled
    'update', // the answer stored under the key
    'commit',
    'select', // pg_notify: the live event, after the commit
  ]);
});
