import { AUCTION_MSG, bidTooLowText, DEFAULT_SEASON_RULES, MSG } from '@superliga/league';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionBids, auctions, ledgerEntries, players, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser, ledgerSum } from '../../../test/factories';
import { freeAgentTeamId } from '../../features/settings/settings.service';

const HOUR = 3_600_000;
const START = new Date('2026-03-01T12:00:00Z');

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ now: START });
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(() => t.close());

/** An outside player (team without division) worth `value`. */
async function outsidePlayer(value = 10_000_000) {
  const team = await createTeam(t.db, { division: null });
  return createPlayer(t.db, { teamId: team.id, value });
}

async function profits(userId: number) {
  const [row] = await t.db.select({ profits: users.profits }).from(users).where(eq(users.id, userId));
  return row!.profits;
}

const create = (token: string, body: Record<string, unknown>) => t.request('POST', '/api/auctions', { token, body });
const bid = (token: string, auctionId: number, amount: number) => t.request('POST', `/api/auctions/${auctionId}/bids`, { token, body: { amount } });

describe('auctions', () => {
  it('refuses creation before season start + 4 h, then opens it', async () => {
    const m = await createManager(t.db);
    const p = await outsidePlayer();
    t.clock.set(new Date(START.getTime() + 4 * HOUR - 1000));
    const early = await create(m.token, { id_player: p.id, amount: 5_000_000 });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(AUCTION_MSG.marketClosed);
    expect(await t.db.select().from(auctions).where(eq(auctions.playerId, p.id))).toHaveLength(0);
    t.clock.set(new Date(START.getTime() + 5 * HOUR));
    const ok = await create(m.token, {
      id_player: p.id,
      amount: 5_000_000,
      id_team: p.teamId,
      created_by: m.user.id,
      auctioned_by: m.user.id,
      status: 'open',
      id_season: 57,
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      message: MSG.auctionCreated,
      id_player: p.id,
      amount: 5_000_000,
      created_by: m.user.id,
      creator: { id: m.user.id, name: m.user.name },
      auctioneer: { id: m.user.id, name: m.user.name },
      player: { id: p.id, name: p.name, value: p.value },
      created_at: new Date(START.getTime() + 5 * HOUR).toISOString(),
      status: 'open',
    });
    expect(new Date(ok.body.ends_at).getTime()).toBe(START.getTime() + 17 * HOUR);
  });

  it('validates the creation: half the value, eligible player, one open auction, actor, season, team', async () => {
    t.clock.set(new Date(START.getTime() + 5 * HOUR));
    const m = await createManager(t.db);
    const other = await createManager(t.db);
    const p = await outsidePlayer(10_000_000);
    const low = await create(m.token, { id_player: p.id, amount: 4_999_999 });
    expect(low.status).toBe(422);
    expect(low.body.errors.amount[0]).toBe('La primera oferta debe ser de al menos $ 5.000.000.');
    const leaguePlayer = await createPlayer(t.db, { teamId: other.team.id });
    expect((await create(m.token, { id_player: leaguePlayer.id, amount: 50_000_000 })).body.message).toBe(AUCTION_MSG.playerNotAuctionable);
    const asOther = await create(m.token, { id_player: p.id, amount: 5_000_000, created_by: other.user.id });
    expect(asOther.status).toBe(403);
    expect((await create(m.token, { id_player: p.id, amount: 5_000_000, id_season: 9999 })).status).toBe(422);
    expect((await create(m.token, { id_player: p.id, amount: 5_000_000, id_team: other.team.id })).status).toBe(422);
    const noTeam = await createUser(t.db, { rol: 'Manager Primera', profits: 100_000_000 });
    expect((await create(noTeam.token, { id_player: p.id, amount: 5_000_000 })).status).toBe(403);
    expect((await create(m.token, { id_player: p.id, amount: 5_000_000 })).status).toBe(201);
    // On a player whose auction is open, POST /auctions is a bid on it (the documents' client bids so).
    const again = await create(other.token, { id_player: p.id, amount: 9_000_000, created_by: other.user.id, auctioned_by: other.user.id });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ message: AUCTION_MSG.bidPlaced, amount: 9_000_000, auctioneer: { id: other.user.id }, creator: { id: m.user.id } });
    const tooLow = await create(m.token, { id_player: p.id, amount: 9_500_000 });
    // The documents' text, then the rule: the previous bid plus the minimum raise (decision 027).
    expect(tooLow).toMatchObject({ status: 422, body: { errors: { amount: [bidTooLowText(10_000_000, DEFAULT_SEASON_RULES)] } } });
    expect(bidTooLowText(10_000_000, DEFAULT_SEASON_RULES)).toBe(`${MSG.bidTooLow} Tiene que ser de al menos $ 10.000.000: la anterior más $ 1.000.000.`);
    expect((await create(m.token, { id_player: p.id, amount: 10_000_000, auctioned_by: other.user.id })).status).toBe(403);
    const rows = await t.db.select().from(auctions).where(eq(auctions.playerId, p.id));
    expect(rows).toHaveLength(1);
    expect((await t.db.select().from(auctionBids).where(eq(auctionBids.auctionId, rows[0]!.id))).map((b) => b.amount).sort()).toEqual([5_000_000, 9_000_000]);
  });

  it('accepts free agents (the free-agent team)', async () => {
    t.clock.set(new Date(START.getTime() + 5 * HOUR));
    const m = await createManager(t.db);
    const p = await createPlayer(t.db, { teamId: await freeAgentTeamId(t.db), value: 2_000_000, status: 'liberado' });
    expect((await create(m.token, { id_player: p.id, amount: 1_000_000 })).status).toBe(201);
  });

  it('refuses a first bid beyond the available budget', async () => {
    t.clock.set(new Date(START.getTime() + 5 * HOUR));
    const m = await createManager(t.db, 'Primera', { profits: 6_000_000 });
    const p1 = await outsidePlayer(10_000_000);
    const p2 = await outsidePlayer(10_000_000);
    expect((await create(m.token, { id_player: p1.id, amount: 5_000_000 })).status).toBe(201);
    const res = await create(m.token, { id_player: p2.id, amount: 5_000_000 });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Presupuesto insuficiente para esta operación. Disponible: $ 1.000.000.');
  });

  it('bids: minimum raise, budget (own leading bid excluded), close after 12 h, confirm once', async () => {
    t.clock.set(new Date(START.getTime() + 5 * HOUR));
    const a = await createManager(t.db, 'Primera', { profits: 20_000_000 });
    const b = await createManager(t.db, 'Segunda', { profits: 30_000_000 });
    const p = await outsidePlayer(10_000_000);
    const created = await create(a.token, { id_player: p.id, amount: 5_000_000 });
    const id = created.body.id as number;

    const tooLow = await bid(b.token, id, 5_999_999);
    expect(tooLow.status).toBe(422);
    expect(tooLow.body).toEqual({
      code: 'auction.amount_too_low',
      message: bidTooLowText(6_000_000, DEFAULT_SEASON_RULES),
      errors: { amount: [bidTooLowText(6_000_000, DEFAULT_SEASON_RULES)] },
    });
    const okB = await bid(b.token, id, 6_000_000);
    expect(okB.status).toBe(201);
    expect(okB.body).toMatchObject({ amount: 6_000_000, auctioned_by: b.user.id, auctioneer: { id: b.user.id, name: b.user.name }, id_team: b.team.id });
    // a has 20M and no other commitment now (outbid): 20M is fine, 21M is not.
    expect((await bid(a.token, id, 21_000_000)).status).toBe(422);
    expect((await bid(a.token, id, 20_000_000)).status).toBe(201);
    // a leads with 20M: he does not bid against himself, and a maximum of 20M replaces that bid instead of adding to it.
    expect(await bid(a.token, id, 21_000_000)).toMatchObject({ status: 409, body: { message: AUCTION_MSG.leaderCannotRaise } });
    const max = (amount: number) => t.request('PUT', `/api/auctions/${id}/max-bid`, { token: a.token, body: { max_amount: amount } });
    expect((await max(20_000_000)).status).toBe(200);
    expect((await max(20_000_001)).status).toBe(422);
    const beyond = await bid(b.token, id, 31_000_000);
    expect(beyond.status).toBe(422);
    expect(beyond.body.message).toMatch(/^Presupuesto insuficiente/);

    const early = await t.request('POST', `/api/auction/confirm/${id}`, { token: admin.token, body: {} });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(AUCTION_MSG.auctionStillOpen);
    expect((await t.request('POST', `/api/auction/confirm/${id}`, { token: a.token, body: {} })).status).toBe(403);

    t.clock.advance(12 * HOUR);
    const late = await bid(b.token, id, 25_000_000);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(AUCTION_MSG.auctionEnded);

    const view = await t.request('GET', `/api/auctions/player/${p.id}`, { token: b.token });
    expect(view.status).toBe(200);
    // A bare array of the player's bids, newest first, each with its own id, its auction's id and the auctioneer.
    expect(Array.isArray(view.body)).toBe(true);
    expect(view.body.map((x: { amount: number }) => x.amount)).toEqual([20_000_000, 6_000_000, 5_000_000]);
    const bidRows = await t.db.select().from(auctionBids).where(eq(auctionBids.auctionId, id));
    const bidIdOf = (amount: number) => bidRows.find((r) => r.amount === amount)!.id;
    expect(view.body.map((x: { id: number }) => x.id)).toEqual([20_000_000, 6_000_000, 5_000_000].map(bidIdOf));
    expect(new Set(view.body.map((x: { id: number }) => x.id)).size).toBe(3);
    expect(view.body[0]).toMatchObject({
      id: bidIdOf(20_000_000),
      id_auction: id,
      auctioned_by: a.user.id,
      auctioneer: { id: a.user.id, name: a.user.name },
      team: { id: a.team.id },
      creator: { id: a.user.id },
      player: { id: p.id, name: p.name, value: p.value, id_team: { id: p.teamId } },
      leading: true,
      winner: false,
    });
    expect(view.body.filter((x: { leading: boolean }) => x.leading)).toHaveLength(1);
    // The server's time is in the Date header (and GET /server-time), not in list envelopes.
    expect(view.headers.date).toBeDefined();

    const confirms = await Promise.all(Array.from({ length: 10 }, () => t.request('POST', `/api/auction/confirm/${id}`, { token: admin.token, body: {} })));
    expect(confirms.filter((r) => r.status === 200)).toHaveLength(1);
    expect(confirms.find((r) => r.status === 200)!.body).toEqual({ message: MSG.auctionConfirmed });
    for (const r of confirms.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(AUCTION_MSG.auctionAlreadyConfirmed);
    }
    const again = await t.request('POST', `/api/auction/confirm/${id}`, { token: admin.token, body: {} });
    expect(again.status).toBe(409);

    expect(await profits(a.user.id)).toBe(0);
    expect(await ledgerSum(t.db, a.user.id)).toBe(0);
    expect(await profits(b.user.id)).toBe(30_000_000);
    expect(await ledgerSum(t.db, b.user.id)).toBe(30_000_000);
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `auction:${id}`));
    expect(entries).toEqual([expect.objectContaining({ userId: a.user.id, amount: -20_000_000, kind: 'auction' })]);
    const [moved] = await t.db.select().from(players).where(eq(players.id, p.id));
    expect(moved).toMatchObject({ teamId: a.team.id, status: 'bloqueado' });
    const [row] = await t.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({ status: 'confirmed' });

    const last = await t.request('GET', '/api/auction/last', { token: b.token, query: { id_season: '57' } });
    expect(last.body.find((x: { id: number }) => x.id === id)).toEqual({
      id,
      created_by: a.user.id,
      creator: { id: a.user.id, name: a.user.name },
      player: { id: p.id, name: p.name, value: p.value },
      auctioned_by: a.user.id,
      auctioneer: { id: a.user.id, name: a.user.name },
      created_at: new Date(START.getTime() + 5 * HOUR).toISOString(),
      id_player: p.id,
      id_team: p.teamId,
      id_season: 57,
      amount: 20_000_000,
      ends_at: new Date(START.getTime() + 17 * HOUR).toISOString(),
      status: 'confirmed',
      reversal: null, // not reversed (reversals.test.ts covers a reversed one)
    });
  });

  it('refuses to confirm an auction without bids in Spanish', async () => {
    const m = await createManager(t.db);
    const p = await outsidePlayer();
    const [row] = await t.db
      .insert(auctions)
      .values({ playerId: p.id, teamId: p.teamId, seasonId: 57, createdBy: m.user.id, endsAt: new Date(START.getTime()), createdAt: START })
      .returning();
    t.clock.set(new Date(START.getTime() + 30 * HOUR));
    const res = await t.request('POST', `/api/auction/confirm/${row!.id}`, { token: admin.token, body: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(AUCTION_MSG.auctionNoBids);
    expect((await t.request('POST', '/api/auction/confirm/999999', { token: admin.token, body: {} })).status).toBe(404);
  });

  it('50 simultaneous bids of the same amount: exactly one wins, the rest get a clean 4xx', async () => {
    t.clock.set(new Date(START.getTime() + 40 * HOUR));
    const starter = await createManager(t.db);
    const p = await outsidePlayer(10_000_000);
    const id = (await create(starter.token, { id_player: p.id, amount: 5_000_000 })).body.id as number;
    const bidders = await Promise.all(Array.from({ length: 50 }, (_, i) => createManager(t.db, i % 2 ? 'Primera' : 'Segunda')));
    const results = await Promise.all(bidders.map((m) => bid(m.token, id, 7_000_000)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect([409, 422]).toContain(r.status);
      // A loser read the winner's 7,000,000: the least is then 8,000,000.
      expect([bidTooLowText(8_000_000, DEFAULT_SEASON_RULES), AUCTION_MSG.bidTaken]).toContain(r.body.message);
    }
    const rows = await t.db.select().from(auctionBids).where(eq(auctionBids.auctionId, id));
    expect(rows.map((r) => r.amount).sort()).toEqual([5_000_000, 7_000_000]);
  });

  it('lists a season (default the current one) and 404s an unknown player', async () => {
    const m = await createManager(t.db);
    const res = await t.request('GET', '/api/auction/last', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(3);
    // Newest first: the auction written at START (no bids) comes last, with no auctioneer yet.
    expect(res.body.map((x: { id: number }) => x.id)).toEqual([7, 5, 4, 3, 2, 1, 6]);
    expect(res.body.at(-1)).toMatchObject({ amount: null, auctioned_by: null, auctioneer: null });
    expect((await t.request('GET', '/api/auction/last', { token: m.token, query: { id_season: '' } })).body).toEqual(res.body);
    expect((await t.request('GET', '/api/auctions/player/999999', { token: m.token })).status).toBe(404);
    const none = await t.request('GET', `/api/auctions/player/${(await outsidePlayer()).id}`, { token: m.token, query: { season: '57' } });
    expect(none.body).toEqual([]);
    expect((await t.request('GET', `/api/auctions/player/${(await outsidePlayer()).id}`, { token: m.token, query: { season: '' } })).status).toBe(200);
  });
});

describe("the documents' client (docs/decisions/017)", () => {
  it("the documents' client confirms from a bid row: its id with the player in the body confirms that bid's auction, the highest bid wins", async () => {
    t.clock.set(new Date(START.getTime() + 5 * HOUR));
    const a = await createManager(t.db, 'Primera', { profits: 30_000_000 });
    const b = await createManager(t.db, 'Segunda', { profits: 30_000_000 });
    const p = await outsidePlayer(10_000_000);
    const id = (await create(a.token, { id_player: p.id, amount: 5_000_000 })).body.id as number;
    expect((await bid(b.token, id, 7_000_000)).status).toBe(201);
    t.clock.advance(13 * HOUR);
    const rows = (await t.request('GET', `/api/auctions/player/${p.id}`, { token: admin.token })).body as {
      id: number;
      id_auction: number;
      id_player: number;
      team: { id: number };
      auctioned_by: number;
    }[];
    const row = rows.find((r) => r.auctioned_by === a.user.id)!;
    expect(row.id).not.toBe(id);
    // 001 §7: POST /auction/confirm/{auctionId} with id_team, id_player, id_auctioned, from the row it shows.
    const res = await t.request('POST', `/api/auction/confirm/${row.id}`, {
      token: admin.token,
      body: { id_team: row.team.id, id_player: row.id_player, id_auctioned: row.auctioned_by },
    });
    expect(res).toMatchObject({ status: 200, body: { message: MSG.auctionConfirmed } });
    const [auction] = await t.db.select().from(auctions).where(eq(auctions.id, id));
    expect(auction).toMatchObject({ status: 'confirmed' });
    expect(await profits(b.user.id)).toBe(23_000_000);
    expect(await profits(a.user.id)).toBe(30_000_000);
    const [moved] = await t.db.select().from(players).where(eq(players.id, p.id));
    expect(moved!.teamId).toBe(b.team.id);
  });
});

describe('demo auctions', () => {
  it('the demo league has two open auctions with valid bids', async () => {
    const demo = await createTestApp({ demo: true });
    try {
      const m = await createManager(demo.db);
      const res = await demo.request('GET', '/api/auction/last', { token: m.token });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(2);
      for (const a of res.body) {
        expect(a).toMatchObject({ status: 'open', id_season: 57 });
        const view = await demo.request('GET', `/api/auctions/player/${a.id_player}`, { token: m.token });
        const bids = view.body as { amount: number }[];
        expect(bids.length).toBeGreaterThan(1);
        expect(bids[0]!.amount).toBe(a.amount);
      }
    } finally {
      await demo.close();
    }
  });
});
