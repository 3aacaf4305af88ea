import { MARKET_ERRORS, WATCHLIST_LIMIT, WATCH_MSG } from '@superliga/league';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, watchlist } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser } from '../../../test/factories';

/** The watchlist and its alerts (docs/decisions/035-market-filters-and-watchlist.md). */
const HOUR = 3_600_000;
// 11:00 in Buenos Aires: clause offers made now reveal at 18:00 (21:00 UTC).
const MORNING = new Date('2026-11-23T14:00:00Z');
const REVEAL = new Date('2026-11-23T21:00:00Z');
const TOTAL = 13_456_789;

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  // The season starts 5 hours before MORNING: auctions open 4 hours after the start.
  t = await createTestApp({ now: new Date(MORNING.getTime() - 5 * HOUR) });
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(() => t.close());

const follow = (token: string, playerId: number) => t.request('PUT', `/api/watchlist/${playerId}`, { token });
const unfollow = (token: string, playerId: number) => t.request('DELETE', `/api/watchlist/${playerId}`, { token });
const list = (token: string) => t.request('GET', '/api/watchlist', { token });
/** The watchlist notices written to the outbox for a user (the in-app channel: one per notice). */
async function alertsOf(userId: number) {
  const rows = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'watchlist.activity'), eq(outbox.channel, 'app')));
  return rows.map((r) => r.payload as { title: string; body: string; link: string });
}

async function clauseTarget() {
  const seller = await createManager(t.db, 'Segunda');
  const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
  return { seller, target };
}
const offer = (token: string, target: { id: number; teamId: number }, total = TOTAL) =>
  t.request('POST', '/api/clausula_rescision', {
    token,
    body: { id_player: target.id, id_team: target.teamId, value: 10_000_000, extra_value: total - 10_000_000 },
  });

describe('following', () => {
  it('following twice is one row and the same answer; unfollowing removes it', async () => {
    const fan = await createUser(t.db);
    const { target } = await clauseTarget();
    const first = await follow(fan.token, target.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: WATCH_MSG.followed(target.name), id_player: target.id, following: true });
    expect((await follow(fan.token, target.id)).body).toEqual(first.body);
    const rows = await t.db.select().from(watchlist).where(eq(watchlist.userId, fan.user.id));
    expect(rows.map((r) => r.playerId)).toEqual([target.id]);
    const gone = await unfollow(fan.token, target.id);
    expect(gone.body).toEqual({ message: WATCH_MSG.unfollowed(target.name), id_player: target.id, following: false });
    expect(await t.db.select().from(watchlist).where(eq(watchlist.userId, fan.user.id))).toEqual([]);
  });

  it('a missing player is a 404 with its code; a bad id a 422', async () => {
    const fan = await createUser(t.db);
    const missing = await follow(fan.token, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('player.not_found');
    expect((await follow(fan.token, 0)).status).toBe(422);
    expect((await t.request('GET', '/api/watchlist')).status).toBe(401);
  });

  it(`stops at ${WATCHLIST_LIMIT} players with a 409 and its code, racing follows included`, async () => {
    const fan = await createUser(t.db);
    const team = await createTeam(t.db, { division: 'Primera' });
    const many = [];
    for (let i = 0; i < WATCHLIST_LIMIT + 3; i++) many.push(await createPlayer(t.db, { teamId: team.id }));
    for (const p of many.slice(0, WATCHLIST_LIMIT - 1)) expect((await follow(fan.token, p.id)).status).toBe(200);
    // The last free place, asked for by four requests at once: one wins.
    const race = await Promise.all(many.slice(WATCHLIST_LIMIT - 1).map((p) => follow(fan.token, p.id)));
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = race.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body).toMatchObject({ code: 'watchlist.limit_reached', message: MARKET_ERRORS['watchlist.limit_reached'].text(WATCHLIST_LIMIT) });
    expect(await t.db.$count(watchlist, eq(watchlist.userId, fan.user.id))).toBe(WATCHLIST_LIMIT);
    // Following one already followed is still fine at the limit.
    expect((await follow(fan.token, many[0]!.id)).status).toBe(200);
  });

  it("lists only the caller's players, with their open offers (count and reveal, no amount or author) and auction", async () => {
    const fan = await createUser(t.db);
    const other = await createUser(t.db);
    const { target } = await clauseTarget();
    const auctioned = await createPlayer(t.db, { teamId: (await createTeam(t.db, { division: null })).id, value: 10_000_000 });
    const quiet = await createPlayer(t.db, { teamId: target.teamId });
    for (const p of [target, auctioned]) await follow(fan.token, p.id);
    await follow(other.token, quiet.id);
    const buyer = await createManager(t.db, 'Primera');
    t.clock.set(MORNING);
    expect((await offer(buyer.token, target)).status).toBe(201);
    const opener = await createManager(t.db);
    const auction = await t.request('POST', '/api/auctions', { token: opener.token, body: { id_player: auctioned.id, amount: 5_000_000 } });
    expect(auction.body).toMatchObject({ id: expect.any(Number) });

    const mine = await list(fan.token);
    expect(mine.status).toBe(200);
    expect(mine.body.limit).toBe(WATCHLIST_LIMIT);
    expect(mine.body.data.map((e: { player: { id: number } }) => e.player.id).sort()).toEqual([target.id, auctioned.id].sort());
    const byId = new Map(mine.body.data.map((e: { player: { id: number } }) => [e.player.id, e]));
    expect(byId.get(target.id)).toMatchObject({ open_offers: { count: 1, reveal_at: REVEAL.toISOString() }, open_auction: null });
    expect(byId.get(auctioned.id)).toMatchObject({ open_offers: { count: 0, reveal_at: null }, open_auction: { id: auction.body.id, best: 5_000_000 } });
    const text = JSON.stringify(mine.body);
    expect(text).not.toContain(String(TOTAL));
    expect(text).not.toContain(buyer.user.name);
    const theirs = await list(other.token);
    expect(theirs.body.data.map((e: { player: { id: number } }) => e.player.id)).toEqual([quiet.id]);
  });
});

describe('alerts', () => {
  it('a clause offer tells each follower once, with no amount or author; not the author, not a non-follower', async () => {
    t.clock.set(MORNING);
    const { seller, target } = await clauseTarget();
    const fan = await createUser(t.db);
    const bystander = await createUser(t.db);
    const buyer = await createManager(t.db, 'Primera');
    await follow(fan.token, target.id);
    await follow(buyer.token, target.id);
    await follow(seller.token, target.id);
    expect((await offer(buyer.token, target)).status).toBe(201);

    const told = await alertsOf(fan.user.id);
    expect(told).toEqual([
      {
        kind: 'watchlist.activity',
        title: 'Ofertaron por un jugador que seguís',
        body: `Llegó una oferta de cláusula por ${target.name}. Se revela el 23-11-2026 18:00:00.`,
        link: `/offers/${target.id}`,
      },
    ]);
    for (const secret of [String(TOTAL), '13.456.789', buyer.user.name]) expect(JSON.stringify(told)).not.toContain(secret);
    // The author hears nothing of his own offer; the owner is told by offer.received, not twice.
    expect(await alertsOf(buyer.user.id)).toEqual([]);
    expect(await alertsOf(seller.user.id)).toEqual([]);
    expect(await alertsOf(bystander.user.id)).toEqual([]);
    // A refused offer (a second one by the same author) tells nobody: nothing half-written.
    expect((await offer(buyer.token, target)).status).toBe(409);
    expect(await alertsOf(fan.user.id)).toHaveLength(1);
  });

  it('the round resolving tells the followers where he goes, not the offerers', async () => {
    t.clock.set(MORNING);
    const { target } = await clauseTarget();
    const fan = await createUser(t.db);
    const buyer = await createManager(t.db, 'Primera');
    await follow(fan.token, target.id);
    await follow(buyer.token, target.id);
    const sent = await offer(buyer.token, target);
    t.clock.set(new Date(REVEAL.getTime() + 1000));
    const confirmed = await t.request('POST', '/api/confirm-offer', { token: admin.token, body: { offer: { id: sent.body.id } } });
    expect(confirmed.status).toBe(200);
    expect((await alertsOf(fan.user.id)).map((a) => a.body)).toEqual([
      `Llegó una oferta de cláusula por ${target.name}. Se revela el 23-11-2026 18:00:00.`,
      `La ronda de cláusulas por ${target.name} terminó: pasa a ${buyer.team.name}.`,
    ]);
    expect(await alertsOf(buyer.user.id)).toEqual([]);
  });

  it('an auction opening and ending tells the followers; not the opener nor the bidders', async () => {
    const start = new Date('2026-11-24T14:00:00Z');
    t.clock.set(start);
    const fan = await createUser(t.db);
    const opener = await createManager(t.db);
    const player = await createPlayer(t.db, { teamId: (await createTeam(t.db, { division: null })).id, value: 10_000_000 });
    await follow(fan.token, player.id);
    await follow(opener.token, player.id);
    const opened = await t.request('POST', '/api/auctions', { token: opener.token, body: { id_player: player.id, amount: 5_000_000 } });
    expect(opened.status).toBe(201);
    const first = await alertsOf(fan.user.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ title: 'Un jugador que seguís salió a subasta', link: `/subastas/${player.id}` });
    t.clock.set(new Date(start.getTime() + 13 * HOUR));
    expect((await t.request('POST', `/api/auction/confirm/${opened.body.id}`, { token: admin.token, body: {} })).status).toBe(200);
    expect((await alertsOf(fan.user.id)).map((a) => a.body)).toEqual([first[0]!.body, `La subasta de ${player.name} terminó: pasa a ${opener.team.name}.`]);
    expect(await alertsOf(opener.user.id)).toEqual([]);
  });
});
