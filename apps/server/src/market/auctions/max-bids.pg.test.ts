import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { auctionBids, auctionMaxBids, ledgerEntries, seasonRules } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { createManager, createPlayer, createTeam, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { twoAppsOnOnePostgres } from '../../../test/two-apps';
import { budgetSummary } from '../money';
import { settleEndedAuctions } from './commands/settle-auction';

/** What the user has committed, as the user reads it (maximums included). */
const committedMoney = async (db: Database['db'], userId: number) => (await budgetSummary(db, userId, { readerId: userId, now: clock.now() }))!.committed;

/**
 * Two server processes (two apps, each with its own pool) on one PostgreSQL take racing bids with
 * maximums on one auction: whatever the order, the bids climb by at least the minimum raise, no
 * maximum is left able to raise, committed money matches the maximums, and settlement pays once.
 */
const M = 1_000_000;
const HOUR = 3_600_000;
const BOOT = new Date('2026-11-20T12:00:00Z');
const OPEN = new Date(BOOT.getTime() + 5 * HOUR);

const clock = new TestClock(BOOT);
const { apps, databases } = twoAppsOnOnePostgres('maxbids', clock);

const call = (i: number, method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  apps[i % 2]!.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as object }).then((r) => ({
    status: r.statusCode,
    body: r.json(),
  }));

describe('maximum bids racing on two processes', () => {
  it('end in a consistent auction: valid steps, no maximum left able to raise, money committed and paid once', async () => {
    const db = databases[0]!.db;
    clock.set(OPEN);
    const boss = await createUser(db, { rol: 'Admin' });
    await call(0, 'PUT', '/api/seasons/57/rules', boss.token, { auction_settlement: 'auto' });
    const opener = await createManager(db);
    const player = await createPlayer(db, { teamId: (await createTeam(db, { division: null })).id, value: 10 * M });
    const created = await call(0, 'POST', '/api/auctions', opener.token, { id_player: player.id, amount: 5 * M, max_amount: 12 * M });
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    // Eight bidders, each with a maximum, keep bidding the next step (read fresh) until they lead or their maximum is too low.
    const bidders = await Promise.all(Array.from({ length: 8 }, () => createManager(db)));
    const maxOf = (i: number) => 14 * M + i * 3 * M + (i % 3) * 250_000;
    await Promise.all(
      bidders.map(async (b, i) => {
        for (let attempt = 0; attempt < 12; attempt++) {
          const view = await call(i, 'GET', `/api/auctions/${id}/max-bid`, b.token);
          if (view.body.leading) return;
          const next = (view.body.current_amount as number) + M;
          if (next > maxOf(i)) return;
          const res = await call(i + attempt, 'POST', `/api/auctions/${id}/bids`, b.token, { amount: next, max_amount: maxOf(i) });
          expect([201, 409, 422]).toContain(res.status);
          if (res.status === 201) return;
        }
      }),
    );

    const bids = await db.select().from(auctionBids).where(eq(auctionBids.auctionId, id)).orderBy(auctionBids.id);
    expect(bids.length).toBeGreaterThan(4);
    for (let k = 1; k < bids.length; k++) expect(bids[k]!.amount).toBeGreaterThanOrEqual(bids[k - 1]!.amount + M);
    const leader = bids.at(-1)!;
    const maximums = await db.select().from(auctionMaxBids).where(eq(auctionMaxBids.auctionId, id));
    // Proxy bidding left nobody able to raise: every other maximum is below the leading bid + the raise.
    for (const m of maximums.filter((m) => m.userId !== leader.userId)) expect(m.amount).toBeLessThan(leader.amount + M);
    // The highest maximum leads (the highest is unique: 14 M + 21 M + 250 000 for the eighth bidder).
    const top = [...maximums].sort((a, b) => b.amount - a.amount)[0]!;
    expect(leader.userId).toBe(top.userId);
    const second = [...maximums].sort((a, b) => b.amount - a.amount)[1]!;
    expect(leader.amount).toBeLessThanOrEqual(Math.min(top.amount, second.amount + M));

    // Committed money: the leader's maximum, nothing for everybody else in this auction.
    for (const u of [opener, ...bidders]) {
      const expected = u.user.id === leader.userId ? top.amount : 0;
      expect(await committedMoney(db, u.user.id)).toBe(expected);
    }

    // Settled once by both processes' clocks at once: the leader pays the leading bid.
    clock.set(new Date(OPEN.getTime() + 24 * HOUR));
    const settled = await Promise.all(apps.map((app) => settleEndedAuctions(app.deps)));
    expect(settled.flat()).toEqual([id]);
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `auction:${id}`));
    expect(rows).toEqual([expect.objectContaining({ userId: leader.userId, amount: -leader.amount })]);
    expect(await profitsOf(db, leader.userId)).toBe(100 * M - leader.amount);
    await expectLedgersBalanced(db);
    await db.delete(seasonRules);
  });

  it('one budget, maximums on two auctions at once through two processes: only what the budget covers', async () => {
    const db = databases[0]!.db;
    clock.set(OPEN);
    const rich = await createManager(db, 'Primera', { profits: 20 * M });
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const opener = await createManager(db);
      const player = await createPlayer(db, { teamId: (await createTeam(db, { division: null })).id, value: 10 * M });
      ids.push((await call(0, 'POST', '/api/auctions', opener.token, { id_player: player.id, amount: 5 * M })).body.id as number);
    }
    const results = await Promise.all(ids.map((id, i) => call(i, 'POST', `/api/auctions/${id}/bids`, rich.token, { amount: 6 * M, max_amount: 15 * M })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await committedMoney(db, rich.user.id)).toBe(15 * M);
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auctionMaxBids)
      .where(eq(auctionMaxBids.userId, rich.user.id))) as [{ n: number }];
    expect(n).toBe(1);
  });
});
