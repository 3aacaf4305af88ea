import { AUCTION_MSG, formatMoney, NOTIFY } from '@superliga/league';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runOne } from '../../db/batch';
import { auctionBids, auctions, outbox, seasonRules, squadActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createSeason, createTeam, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { subscribe, type LiveEvent } from '../../lib/events';
import { settleEndedAuctions } from './commands/settle-auction';
import { readAuctionBeforeBid } from '../reads/bid';
import { releasingTeamsStatement } from '../squad/release-history';
import { findAuction, findPlayerWithTeam, lockForBid } from './auctions.repository';

/** Maximum bids (decision 038): the server raises on the bidder's behalf, privately, with money committed. */
const HOUR = 3_600_000;
const M = 1_000_000;
const START = new Date('2026-03-01T12:00:00Z');
const T = new Date(START.getTime() + 5 * HOUR);

let t: TestApp;
let admin: { token: string; user: { id: number } };
beforeAll(async () => {
  t = await createTestApp({ now: START });
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(seasonRules);
  t.clock.set(T);
});

async function outsidePlayer(value = 10 * M) {
  return createPlayer(t.db, { teamId: (await createTeam(t.db, { division: null })).id, value });
}
const open = (token: string, body: Record<string, unknown>) => t.request('POST', '/api/auctions', { token, body });
const bid = (token: string, id: number, body: Record<string, unknown>) => t.request('POST', `/api/auctions/${id}/bids`, { token, body });
const setMax = (token: string, id: number, max_amount: number | null) => t.request('PUT', `/api/auctions/${id}/max-bid`, { token, body: { max_amount } });
const bidsOf = async (id: number) =>
  (await t.db.select().from(auctionBids).where(eq(auctionBids.auctionId, id)).orderBy(asc(auctionBids.id))).map((b) => ({
    userId: b.userId,
    amount: b.amount,
    automatic: b.automatic,
  }));
const outbidNotices = (userId: number) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'auction.outbid'), eq(outbox.channel, 'app')));

describe('maximum bids', () => {
  it('a bid reads, with the auction locked, the same row, highest bid and maximums as the plain reads', async () => {
    const a = await createManager(t.db);
    const b = await createManager(t.db);
    const p = await outsidePlayer();
    const id = (await open(a.token, { id_player: p.id, amount: 5 * M, max_amount: 15 * M })).body.id as number;
    await bid(b.token, id, { amount: 6 * M, max_amount: 9 * M });
    const state = await t.db.transaction((tx) => lockForBid(tx, id));
    expect(state!.auction).toEqual(await findAuction(t.db, id));
    expect(state!.auction.endsAt).toBeInstanceOf(Date);
    // b's maximum (9 M) was answered by a's at 10 M: a leads, both maximums stand, earliest first.
    expect(state!.highest).toEqual({ userId: a.user.id, amount: 10 * M });
    expect(state!.maximums).toEqual([
      { userId: a.user.id, teamId: expect.any(Number), amount: 15 * M, setAt: expect.any(Date) },
      { userId: b.user.id, teamId: expect.any(Number), amount: 9 * M, setAt: expect.any(Date) },
    ]);
    expect(await t.db.transaction((tx) => lockForBid(tx, 999_999))).toBeUndefined();
  });

  it("a bid's read before the lock gives the same auction, highest bid, player and releasing teams as the plain reads", async () => {
    const a = await createManager(t.db);
    const b = await createManager(t.db);
    const p = await outsidePlayer();
    const id = (await open(a.token, { id_player: p.id, amount: 5 * M })).body.id as number;
    await bid(b.token, id, { amount: 6 * M });
    const [auction] = await t.db.select().from(auctions).where(eq(auctions.id, id));
    // Two teams released him this season, one in another season: only this season's count.
    const released = { seasonId: auction!.seasonId, playerId: p.id, kind: 'release', previousStatus: 'registrado' };
    const earlier = await createSeason(t.db, { active: false });
    const elsewhere = await createTeam(t.db);
    await t.db.insert(squadActions).values([
      { ...released, teamId: a.team.id },
      { ...released, teamId: b.team.id },
      { ...released, teamId: elsewhere.id, seasonId: earlier.id },
    ]);
    const read = await readAuctionBeforeBid(t.db, id);
    expect(read.auction).toEqual(await findAuction(t.db, id));
    expect(read.highest).toMatchObject({ userId: b.user.id, amount: 6 * M });
    const plain = await findPlayerWithTeam(t.db, p.id);
    expect(read.player).toEqual({ id: plain!.id, name: plain!.name, value: plain!.value });
    expect(read.releasing).toEqual(await runOne(t.db, releasingTeamsStatement([p.id], auction!.seasonId)));
    expect(read.releasing.get(p.id)?.sort()).toEqual([a.team.id, b.team.id].sort());
    const unknown = await readAuctionBeforeBid(t.db, 999_999);
    expect(unknown).toEqual({ auction: undefined, highest: undefined, player: undefined, releasing: new Map() });
  });

  it('raise automatically by the minimum when someone else bids, through the same path as a hand bid', async () => {
    const a = await createManager(t.db);
    const b = await createManager(t.db);
    const p = await outsidePlayer();
    const created = await open(a.token, { id_player: p.id, amount: 5 * M, max_amount: 15 * M });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    // The documents' answer is unchanged: no maximum in it.
    expect(created.body).not.toHaveProperty('max_amount');

    const res = await bid(b.token, id, { amount: 6 * M });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: AUCTION_MSG.outbidByMax(formatMoney(7 * M)),
      amount: 6 * M,
      leading: false,
      current_amount: 7 * M,
      max_amount: null,
    });
    expect(await bidsOf(id)).toEqual([
      { userId: a.user.id, amount: 5 * M, automatic: false },
      { userId: b.user.id, amount: 6 * M, automatic: false },
      { userId: a.user.id, amount: 7 * M, automatic: true },
    ]);
    const view = await t.request('GET', `/api/auctions/player/${p.id}`, { token: b.token });
    expect(view.body[0]).toMatchObject({ amount: 7 * M, auctioned_by: a.user.id, leading: true, automatic: true });
    // The hand bidder read it in the answer; nobody else lost the lead.
    expect(await outbidNotices(b.user.id)).toHaveLength(0);
    expect(await outbidNotices(a.user.id)).toHaveLength(0);

    // Beyond the maximum the hand bid leads, and the maximum's owner is told.
    const over = await bid(b.token, id, { amount: 16 * M });
    expect(over.body).toMatchObject({ message: AUCTION_MSG.bidPlaced, leading: true, current_amount: 16 * M });
    expect((await bidsOf(id)).at(-1)).toEqual({ userId: b.user.id, amount: 16 * M, automatic: false });
    const [notice] = await outbidNotices(a.user.id);
    expect(notice!.payload).toEqual(NOTIFY.outbid({ player: p.name, playerId: p.id, auctionId: id, amount: 16 * M }));

    // Settled at the end like any auction: the winner pays the leading bid, not their maximum.
    await t.request('PUT', '/api/seasons/57/rules', { token: admin.token, body: { auction_settlement: 'auto' } });
    t.clock.advance(12 * HOUR);
    expect(await settleEndedAuctions(t.app.deps)).toContain(id);
    expect(await profitsOf(t.db, b.user.id)).toBe(100 * M - 16 * M);
    expect(await profitsOf(t.db, a.user.id)).toBe(100 * M);
    await expectLedgersBalanced(t.db);
  });

  it('the leader cannot raise his own leading bid (409, nothing written); he raises his maximum instead', async () => {
    const a = await createManager(t.db);
    const b = await createManager(t.db);
    const p = await outsidePlayer();
    const id = (await open(a.token, { id_player: p.id, amount: 5 * M })).body.id as number;
    const endsAt = (await findAuction(t.db, id))!.endsAt;
    for (const body of [{ amount: 6 * M }, { amount: 8 * M, max_amount: 20 * M }]) {
      expect(await bid(a.token, id, body)).toMatchObject({ status: 409, body: { message: AUCTION_MSG.leaderCannotRaise } });
    }
    // Through POST /auctions on the open auction too (the documents' client bids there).
    expect(await open(a.token, { id_player: p.id, amount: 7 * M })).toMatchObject({ status: 409, body: { message: AUCTION_MSG.leaderCannotRaise } });
    expect(await bidsOf(id)).toEqual([{ userId: a.user.id, amount: 5 * M, automatic: false }]);
    expect((await findAuction(t.db, id))!.endsAt).toEqual(endsAt);
    expect(await setMax(a.token, id, 20 * M)).toMatchObject({ status: 200, body: { max_amount: 20 * M, leading: true } });
    // Once outbid he bids again like anyone.
    expect(await bid(b.token, id, { amount: 25 * M })).toMatchObject({ status: 201, body: { leading: true } });
    expect(await bid(a.token, id, { amount: 26 * M })).toMatchObject({ status: 201, body: { leading: true } });
  });

  it('two maximums compete: the higher wins at the other + the raise; equal ones: the earlier keeps the lead', async () => {
    const a = await createManager(t.db);
    const b = await createManager(t.db);
    const c = await createManager(t.db);
    const p = await outsidePlayer();
    const id = (await open(a.token, { id_player: p.id, amount: 5 * M, max_amount: 15 * M })).body.id as number;

    const higher = await bid(b.token, id, { amount: 6 * M, max_amount: 20 * M });
    expect(higher.body).toMatchObject({ message: AUCTION_MSG.bidPlaced, leading: true, current_amount: 16 * M, max_amount: 20 * M });
    expect((await bidsOf(id)).slice(1)).toEqual([
      { userId: b.user.id, amount: 6 * M, automatic: false },
      { userId: b.user.id, amount: 16 * M, automatic: true },
    ]);
    // a led before and lost the lead to b's maximum: told with the new bid.
    expect((await outbidNotices(a.user.id)).map((n) => n.payload)).toEqual([NOTIFY.outbid({ player: p.name, playerId: p.id, auctionId: id, amount: 16 * M })]);

    // c bids by hand; b's maximum answers a raise above it.
    const byHand = await bid(c.token, id, { amount: 17 * M });
    expect(byHand.body).toMatchObject({ leading: false, current_amount: 18 * M });
    expect(await outbidNotices(b.user.id)).toHaveLength(0);

    // Equal maximums: the earlier one (b, 20 M) keeps the lead at that maximum.
    const equal = await bid(c.token, id, { amount: 19 * M, max_amount: 20 * M });
    expect(equal.body).toMatchObject({ message: AUCTION_MSG.outbidByMax(formatMoney(20 * M)), leading: false, current_amount: 20 * M });
    expect((await bidsOf(id)).at(-1)).toEqual({ userId: b.user.id, amount: 20 * M, automatic: true });
    expect(await bidsOf(id)).toHaveLength(7);
  });

  it('count as committed money: they cannot be spent elsewhere, and the leader lowers them only down to the leading bid', async () => {
    const m = await createManager(t.db, 'Primera', { profits: 20 * M });
    const rival = await createManager(t.db);
    const [p1, p2] = [await outsidePlayer(), await outsidePlayer()];
    const beyond = await open(m.token, { id_player: p1.id, amount: 5 * M, max_amount: 21 * M });
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors.max_amount[0]).toBe('Presupuesto insuficiente para esta operación. Disponible: $ 20.000.000.');
    const below = await open(m.token, { id_player: p1.id, amount: 5 * M, max_amount: 4 * M });
    expect(below.body.errors.max_amount).toEqual([AUCTION_MSG.maxBelowBid]);
    const id = (await open(m.token, { id_player: p1.id, amount: 5 * M, max_amount: 18 * M })).body.id as number;

    const own = await t.request('GET', '/api/users/' + m.user.id + '/movimientos', { token: m.token });
    expect(own.body.summary).toMatchObject({ committed: 18 * M, available: 2 * M });
    const elsewhere = await open(m.token, { id_player: p2.id, amount: 5 * M });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.message).toBe('Presupuesto insuficiente para esta operación. Disponible: $ 2.000.000.');

    // Lowering: not below the leading bid; down to it frees the rest.
    const tooLow = await setMax(m.token, id, 5 * M - 1);
    expect(tooLow.status).toBe(422);
    expect(tooLow.body.errors.max_amount).toEqual([AUCTION_MSG.maxBelowLeading(formatMoney(5 * M))]);
    const lowered = await setMax(m.token, id, 10 * M);
    expect(lowered.body).toEqual({ message: AUCTION_MSG.maxSaved, auction_id: id, max_amount: 10 * M, leading: true, current_amount: 5 * M });
    expect((await open(m.token, { id_player: p2.id, amount: 5 * M })).status).toBe(201);
    // Now 10 M (maximum) + 5 M: raising the maximum beyond what is left is refused.
    expect((await setMax(m.token, id, 16 * M)).status).toBe(422);

    // Someone who is not leading sets no maximum without a bid; once outbid, nothing is committed there.
    expect((await setMax(rival.token, id, 30 * M)).body.errors.max_amount).toEqual([AUCTION_MSG.maxNeedsBid]);
    expect((await bid(rival.token, id, { amount: 11 * M })).body).toMatchObject({ leading: true, current_amount: 11 * M });
    expect((await t.request('GET', `/api/users/${m.user.id}/movimientos`, { token: m.token })).body.summary).toMatchObject({ committed: 5 * M });
    expect((await setMax(m.token, id, null)).body).toMatchObject({ message: AUCTION_MSG.maxRemoved, max_amount: null, leading: false });
  });

  it('are private: no other user sees them on any route, the live events or the assistant', async () => {
    const owner = await createManager(t.db);
    const other = await createManager(t.db);
    const p = await outsidePlayer();
    const MAX = 14_300_000;
    const secret = [String(MAX), formatMoney(MAX)];
    const events: LiveEvent[] = [];
    const unsubscribe = await subscribe(t.app.deps, (e) => events.push(e));
    try {
      const id = (await open(owner.token, { id_player: p.id, amount: 5 * M, max_amount: MAX })).body.id as number;
      const reads = [
        await bid(other.token, id, { amount: 6 * M }),
        await t.request('POST', '/api/auctions', { token: other.token, body: { id_player: p.id, amount: 8 * M } }),
        await t.request('GET', '/api/auction/last', { token: other.token }),
        await t.request('GET', '/api/auction/last', { token: admin.token }),
        await t.request('GET', `/api/auctions/player/${p.id}`, { token: other.token }),
        await t.request('GET', `/api/auctions/player/${p.id}`, { token: admin.token }),
        await t.request('GET', `/api/auctions/${id}/max-bid`, { token: other.token }),
        await t.request('GET', `/api/auctions/${id}/max-bid`, { token: admin.token }),
        await t.request('GET', `/api/users/${owner.user.id}/movimientos`, { token: admin.token }),
        await t.request('POST', '/api/chatbot', { token: other.token, body: { model: 'gpt-3.5-turbo', content: '¿Qué subastas cierran pronto?' } }),
      ];
      for (const r of reads) {
        expect(r.status).toBeLessThan(300);
        for (const s of secret) expect(JSON.stringify(r.body)).not.toContain(s);
      }
      expect(reads[6]!.body).toEqual({ auction_id: id, max_amount: null, leading: false, current_amount: 9 * M });
      // The Admin reads the owner's committed money without the maximum (the leading bid only).
      expect(reads[8]!.body.summary).toMatchObject({ committed: 9 * M });
      // The owner sees it.
      const mine = await t.request('GET', `/api/auctions/${id}/max-bid`, { token: owner.token });
      expect(mine.body).toEqual({ auction_id: id, max_amount: MAX, leading: true, current_amount: 9 * M });
      expect((await t.request('GET', `/api/users/${owner.user.id}/movimientos`, { token: owner.token })).body.summary).toMatchObject({ committed: MAX });
      await new Promise((r) => setTimeout(r, 50));
      expect(events.filter((e) => e.type === 'auction.bid').length).toBeGreaterThanOrEqual(5);
      for (const s of secret) expect(JSON.stringify(events)).not.toContain(s);
    } finally {
      unsubscribe();
    }
  });

  it('only for open auctions, and a 404 for an unknown one', async () => {
    const m = await createManager(t.db);
    expect((await t.request('GET', '/api/auctions/999999/max-bid', { token: m.token })).status).toBe(404);
    expect((await setMax(m.token, 999999, 5 * M)).status).toBe(404);
    const p = await outsidePlayer();
    const id = (await open(m.token, { id_player: p.id, amount: 5 * M })).body.id as number;
    t.clock.advance(12 * HOUR);
    expect((await setMax(m.token, id, 9 * M)).body.message).toBe(AUCTION_MSG.auctionEnded);
    expect((await t.request('PUT', `/api/auctions/${id}/max-bid`, { token: m.token, body: { max_amount: 'x' } })).status).toBe(422);
    expect((await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]!.status).toBe('open');
  });
});

describe('live events of a keyed bid', () => {
  it('are announced once the request with its Idempotency-Key has committed, never from inside its transaction', async () => {
    const a = await createManager(t.db);
    const b = await createManager(t.db);
    const p = await outsidePlayer();
    const id = (await open(a.token, { id_player: p.id, amount: 5 * M })).body.id as number;
    // The opening bid's own event may still be on its way (NOTIFY on PostgreSQL): only the keyed bid's count.
    const [opening] = await t.db.select({ id: auctionBids.id }).from(auctionBids).where(eq(auctionBids.auctionId, id));
    // Counts the transactions open on the app's database: the unit of work's is one of them.
    const database = t.app.deps.database.db;
    const transaction = database.transaction.bind(database);
    let openTransactions = 0;
    const spy = vi.spyOn(database, 'transaction').mockImplementation(async (...args: Parameters<typeof transaction>) => {
      openTransactions++;
      try {
        return await transaction(...args);
      } finally {
        openTransactions--;
      }
    });
    const heard: { type: string; insideRequestTx: boolean }[] = [];
    const unsubscribe = await subscribe(t.app.deps, (event) => {
      if ((event.payload as { bid_id?: number }).bid_id === opening!.id) return;
      heard.push({ type: event.type, insideRequestTx: openTransactions > 0 });
    });
    try {
      const keyed = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/auctions/${id}/bids`,
          payload: { amount: 6 * M },
          headers: { authorization: `Bearer ${b.token}`, 'idempotency-key': `bid-after-commit-${id}` },
        });
      expect((await keyed()).statusCode).toBe(201);
      // On PostgreSQL the event comes back through LISTEN a moment later: wait for it before the
      // replay opens a transaction of its own, or the replay's would be counted as the bid's.
      await vi.waitFor(() => expect(heard).toHaveLength(1));
      expect((await keyed()).headers['idempotent-replayed']).toBe('true');
      expect(heard).toEqual([{ type: 'auction.bid', insideRequestTx: false }]);
    } finally {
      spy.mockRestore();
      unsubscribe();
    }
  });
});
