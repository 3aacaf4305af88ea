import { NOTIFY } from '@superliga/league';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auctions, ledgerEntries, outbox, players, seasonRules } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { startMarketScheduler } from '../../features/jobs/jobs.service';
import { closeUnbidAuctions } from './commands/close-unbid-auctions';
import { settleEndedAuctions } from './commands/settle-auction';

/** Auctions end by themselves (decision 038): soft close and automatic settlement, by season setting. */
const HOUR = 3_600_000;
const START = new Date('2026-03-01T12:00:00Z');
const T = new Date(START.getTime() + 5 * HOUR);
const at = (h: number) => new Date(T.getTime() + h * HOUR);

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ now: START });
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(seasonRules);
  t.clock.set(T);
});

const setRules = (body: Record<string, unknown>) => t.request('PUT', '/api/seasons/57/rules', { token: admin.token, body });
async function openAuction(amount = 5_000_000) {
  const opener = await createManager(t.db);
  const player = await createPlayer(t.db, { teamId: (await createTeam(t.db, { division: null })).id, value: 10_000_000 });
  const res = await t.request('POST', '/api/auctions', { token: opener.token, body: { id_player: player.id, amount } });
  expect(res.status).toBe(201);
  return { opener, player, id: res.body.id as number };
}
const endOf = async (id: number) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]!.endsAt.getTime();
const bidAt = async (token: string, id: number, hours: number, amount: number) => {
  t.clock.set(at(hours));
  return t.request('POST', `/api/auctions/${id}/bids`, { token, body: { amount } });
};

describe('auction close', () => {
  it('fixed (the documents): a late bid does not move the end', async () => {
    const { id } = await openAuction();
    const rival = await createManager(t.db);
    expect((await bidAt(rival.token, id, 11.9, 6_000_000)).status).toBe(201);
    expect(await endOf(id)).toBe(at(12).getTime());
    const log = await t.request('GET', `/api/auctions/${id}/log`, { token: rival.token });
    expect(log.body).toMatchObject({ winning_bid: 6_000_000, runner_up: 5_000_000, end: 'fixed', added_hours: 0 });
  });

  it('soft: a bid in the last hour moves the end to an hour after it, at most 5 hours past the original end', async () => {
    await setRules({ auction_close: 'soft' });
    const { opener, id } = await openAuction();
    const rival = await createManager(t.db);
    expect((await bidAt(rival.token, id, 10.5, 6_000_000)).status).toBe(201);
    expect(await endOf(id)).toBe(at(12).getTime());
    expect((await bidAt(opener.token, id, 11.5, 7_000_000)).status).toBe(201);
    expect(await endOf(id)).toBe(at(12.5).getTime());
    // Back and forth at the last minute: the end follows each bid, then stops at 12 + 5 hours.
    let amount = 7_000_000;
    let bidder = rival;
    for (const h of [12.4, 13.3, 14.2, 15.1, 16.0, 16.9]) {
      amount += 1_000_000;
      expect((await bidAt(bidder.token, id, h, amount)).status).toBe(201);
      bidder = bidder === rival ? opener : rival;
    }
    expect(await endOf(id)).toBe(at(17).getTime());
    expect((await bidAt(bidder.token, id, 16.99, amount + 1_000_000)).status).toBe(201);
    expect(await endOf(id)).toBe(at(17).getTime());
    const late = await bidAt(rival.token, id, 17, amount + 5_000_000);
    expect(late.status).toBe(409);
    // The log tells how the end came, the winning bid and the runner-up (decision 023).
    const log = await t.request('GET', `/api/auctions/${id}/log`, { token: rival.token });
    expect(log).toMatchObject({
      status: 200,
      body: {
        winning_bid: amount + 1_000_000,
        runner_up: amount,
        end: 'soft_close',
        added_hours: 5,
        original_ends_at: at(12).toISOString(),
        ends_at: at(17).toISOString(),
      },
    });
  });
});

describe('automatic settlement', () => {
  it('settles the winner once at the end, and leaves Admin-settled seasons alone', async () => {
    const manual = await openAuction();
    t.clock.set(at(12));
    expect(await settleEndedAuctions(t.app.deps)).toEqual([]);

    await setRules({ auction_settlement: 'auto' });
    t.clock.set(T);
    const { id, player } = await openAuction();
    const winner = await createManager(t.db);
    expect((await bidAt(winner.token, id, 3, 9_000_000)).status).toBe(201);
    t.clock.set(new Date(at(12).getTime() - 1));
    expect(await settleEndedAuctions(t.app.deps)).toEqual([]);
    t.clock.set(at(12));
    const settled = await settleEndedAuctions(t.app.deps);
    expect(settled).toContain(id);
    expect(settled).toContain(manual.id);
    expect(await settleEndedAuctions(t.app.deps)).toEqual([]);
    expect(await profitsOf(t.db, winner.user.id)).toBe(100_000_000 - 9_000_000);
    expect(
      await t.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, `auction:${id}`)),
    ).toHaveLength(1);
    const [moved] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(moved).toMatchObject({ teamId: winner.team.id, status: 'bloqueado' });
    const [row] = await t.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({ status: 'confirmed', confirmedBy: null });
    // The Admin's hand confirmation finds it settled.
    expect((await t.request('POST', `/api/auction/confirm/${id}`, { token: admin.token, body: {} })).status).toBe(409);
    await expectLedgersBalanced(t.db);
  });

  it('an auction that ended while the server was down settles when it starts', async () => {
    await setRules({ auction_settlement: 'auto' });
    const { id, opener } = await openAuction(6_000_000);
    t.clock.set(at(30));
    const scheduler = startMarketScheduler(t.app.deps, { intervalMs: 3_600_000 });
    await scheduler.first;
    await scheduler.stop();
    expect((await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]!.status).toBe('confirmed');
    expect(await profitsOf(t.db, opener.user.id)).toBe(100_000_000 - 6_000_000);
  });
});

describe('auctions without bids', () => {
  /** An open auction nobody bid on (older data, or a first bid undone), opened at `createdAt`. */
  async function unbidAuction(createdAt: Date) {
    const opener = await createManager(t.db);
    const player = await createPlayer(t.db, { teamId: (await createTeam(t.db, { division: null })).id, value: 10_000_000, status: 'liberado' });
    const [row] = await t.db
      .insert(auctions)
      .values({
        playerId: player.id,
        teamId: player.teamId,
        seasonId: 57,
        createdBy: opener.user.id,
        endsAt: new Date(createdAt.getTime() + 12 * HOUR),
        createdAt,
      })
      .returning();
    return { opener, player, id: row!.id };
  }

  it('close deserted the auction hours after they opened, once across racing runs; the player is free where he was', async () => {
    await setRules({ auction_hours: 6 });
    const { opener, player, id } = await unbidAuction(T);
    const bid = await unbidAuction(T);
    const rival = await createManager(t.db);
    t.clock.set(at(1));
    expect((await t.request('POST', `/api/auctions/${bid.id}/bids`, { token: rival.token, body: { amount: 5_000_000 } })).status).toBe(201);

    t.clock.set(new Date(at(6).getTime() - 1));
    expect(await closeUnbidAuctions(t.app.deps)).toEqual([]);
    t.clock.set(at(6));
    const runs = await Promise.all([closeUnbidAuctions(t.app.deps), closeUnbidAuctions(t.app.deps), closeUnbidAuctions(t.app.deps)]);
    expect(runs.flat()).toEqual([id]);
    expect(await closeUnbidAuctions(t.app.deps)).toEqual([]);

    const [row] = await t.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({ status: 'deserted', winnerBidId: null, confirmedAt: at(6) });
    // The one with a bid stays open (its end is the season's business, not this).
    expect((await t.db.select().from(auctions).where(eq(auctions.id, bid.id)))[0]!.status).toBe('open');
    const [same] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(same).toMatchObject({ teamId: player.teamId, status: 'liberado' });
    expect(
      await t.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, `auction:${id}`)),
    ).toEqual([]);

    // The manager who put him up is told once.
    const notices = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, opener.user.id), eq(outbox.channel, 'app')));
    expect(notices.map((n) => n.payload)).toEqual([NOTIFY.auctionDeserted({ player: player.name, playerId: player.id })]);

    // Shown as such, and no longer holds the player: he can be auctioned again.
    const list = await t.request('GET', '/api/auction/last', { token: opener.token });
    expect(list.body.find((a: { id: number }) => a.id === id)).toMatchObject({ status: 'deserted', amount: null, auctioneer: null });
    expect((await t.request('POST', `/api/auction/confirm/${id}`, { token: admin.token, body: {} })).status).toBe(409);
    const again = await t.request('POST', '/api/auctions', { token: opener.token, body: { id_player: player.id, amount: 5_000_000 } });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(id);
  });

  it('the market clock closes them, also after a restart', async () => {
    const { id } = await unbidAuction(T);
    t.clock.set(at(40));
    const scheduler = startMarketScheduler(t.app.deps, { intervalMs: 3_600_000 });
    await scheduler.first;
    await scheduler.stop();
    expect((await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]!.status).toBe('deserted');
  });
});
