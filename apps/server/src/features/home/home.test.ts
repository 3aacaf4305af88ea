import { DEFAULT_SEASON_ID, DEFAULT_SEASON_RULES, HOME_MSG, paths, type NowItem } from '@superliga/league';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, matches, notifications, roundWindows, tournaments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser } from '../../../test/factories';
import { PNG } from '../../../test/results';
import { deliverDueNotices } from '../notifications/notifications.service';

/** The home's "Ahora" (docs/decisions/034-what-needs-you-now.md): each kind for its user, nobody else's secrets. */

const HOUR = 3_600_000;
const M = 1_000_000;
// 11:00 in Buenos Aires, the market open (season 57 starts at createTestApp's clock); offers made
// now reveal at 18:00 (21:00 UTC).
const START = new Date('2026-11-20T12:00:00Z');
const MORNING = new Date('2026-11-23T14:00:00Z');
const REVEAL = new Date('2026-11-23T21:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: START });
});
afterAll(() => t.close());

async function now(token: string) {
  const res = await t.request('GET', '/api/me/now', { token });
  expect(res.status).toBe(200);
  return res.body.data as NowItem[];
}
const kinds = (items: NowItem[]) => items.map((i) => i.kind);

describe('GET /api/me/now', () => {
  it('gives a visitante and a manager without a team an empty list, not an error', async () => {
    t.clock.set(MORNING);
    const visitor = await createUser(t.db);
    const waiting = await createUser(t.db, { rol: 'Manager Primera', profits: 50 * M });
    expect(await now(visitor.token)).toEqual([]);
    expect(await now(waiting.token)).toEqual([]);
    expect((await t.request('GET', '/api/me/now')).status).toBe(401);
  });

  it('a transfer waits for the counterparty only, with the notice’s link; it goes once confirmed', async () => {
    t.clock.set(MORNING);
    const seller = await createManager(t.db);
    const buyer = await createManager(t.db);
    const bystander = await createManager(t.db);
    const p = await createPlayer(t.db, { teamId: seller.team.id, name: 'Pedro Ahora' });
    const body = {
      data: {
        transferred_players: [p.id],
        id_team_from: seller.team.id,
        id_team_to: buyer.team.id,
        budget: 20 * M,
        buy_by: buyer.user.id,
        sold_by: seller.user.id,
      },
    };
    const created = await t.request('POST', '/api/transfer', { token: seller.token, body });
    expect(created.status).toBe(201);

    expect(await now(buyer.token)).toEqual([
      {
        kind: 'transfer.to_confirm',
        key: `transfer.to_confirm:${created.body.id}`,
        title: HOME_MSG.transferTitle(seller.user.name),
        detail: 'Pedro Ahora',
        amount: 20 * M,
        deadline: null,
        starts_at: null,
        link: paths.pendingTransfer(created.body.id),
        action: HOME_MSG.actions.confirm,
      },
    ]);
    expect(await now(seller.token)).toEqual([]);
    expect(await now(bystander.token)).toEqual([]);

    expect((await t.request('POST', `/api/transferencia_confirmada/${created.body.id}`, { token: buyer.token })).status).toBe(200);
    expect(await now(buyer.token)).toEqual([]);
  });

  it('an outbid manager gets the minimum next bid and the bid box’s link; the leader only when it closes soon; bidding again resolves the notice', async () => {
    t.clock.set(MORNING);
    const first = await createManager(t.db);
    const second = await createManager(t.db);
    const bystander = await createManager(t.db);
    const outside = await createTeam(t.db, { division: null });
    const p = await createPlayer(t.db, { teamId: outside.id, value: 10 * M, name: 'Subastado Ahora' });
    const created = await t.request('POST', '/api/auctions', { token: first.token, body: { id_player: p.id, amount: 5 * M } });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await t.request('POST', `/api/auctions/${id}/bids`, { token: second.token, body: { amount: 7 * M } })).status).toBe(201);
    const endsAt = (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]!.endsAt;

    const min = 7 * M + DEFAULT_SEASON_RULES.auction_min_raise;
    expect(await now(first.token)).toEqual([
      expect.objectContaining({
        kind: 'auction.outbid',
        key: `auction.outbid:${id}`,
        amount: min,
        deadline: endsAt.toISOString(),
        link: paths.auctionBid(p.id, id),
        action: HOME_MSG.actions.bid,
      }),
    ]);
    // The leader: nothing while the end is far.
    expect(await now(second.token)).toEqual([]);
    expect(await now(bystander.token)).toEqual([]);

    // Within the window the leader sees it, with his own bid.
    t.clock.set(new Date(endsAt.getTime() - 1.5 * HOUR));
    expect(await now(second.token)).toEqual([
      expect.objectContaining({
        kind: 'auction.leading',
        amount: 7 * M,
        deadline: endsAt.toISOString(),
        link: paths.playerAuctions(p.id),
        action: HOME_MSG.actions.auction,
      }),
    ]);

    // The outbid notice carries the same link; he bids again and it resolves itself (his only).
    await deliverDueNotices(t.app.deps);
    const notice = async (userId: number) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.kind === 'auction.outbid');
    expect((await notice(first.user.id)).map((n) => [n.link, n.readAt])).toEqual([[paths.auctionBid(p.id, id), null]]);
    expect((await t.request('POST', `/api/auctions/${id}/bids`, { token: first.token, body: { amount: min } })).status).toBe(201);
    expect((await notice(first.user.id))[0]!.readAt).not.toBeNull();
    await deliverDueNotices(t.app.deps);
    expect((await notice(second.user.id)).map((n) => n.readAt)).toEqual([null]);
    expect(kinds(await now(first.token))).toEqual(['auction.leading']);
    expect(await now(second.token)).toEqual([expect.objectContaining({ kind: 'auction.outbid', amount: min + DEFAULT_SEASON_RULES.auction_min_raise })]);

    // Ended: nothing to act on any more.
    t.clock.set(new Date(endsAt.getTime() + 2 * HOUR));
    expect(await now(first.token)).toEqual([]);
    expect(await now(second.token)).toEqual([]);
  });

  it('a sealed offer shows to its author with his amount and the round’s reveal; the seller and a rival read no amount and no author', async () => {
    t.clock.set(MORNING);
    const buyer = await createManager(t.db, 'Primera');
    const seller = await createManager(t.db, 'Segunda');
    const rival = await createManager(t.db, 'Primera');
    const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10 * M, name: 'Sellado Ahora' });
    const total = 13_456_789;
    const res = await t.request('POST', '/api/clausula_rescision', {
      token: buyer.token,
      body: { id_player: target.id, id_team: seller.team.id, value: 10 * M, extra_value: total - 10 * M, other_players: '[]' },
    });
    expect(res.status).toBe(201);

    expect(await now(buyer.token)).toEqual([
      expect.objectContaining({
        kind: 'offer.revealing',
        amount: total,
        deadline: REVEAL.toISOString(),
        link: paths.playerOffers(target.id),
        action: HOME_MSG.actions.offer,
      }),
    ]);
    for (const reader of [seller, rival]) {
      const res = await t.request('GET', '/api/me/now', { token: reader.token });
      const wire = JSON.stringify(res.body);
      expect(wire).not.toContain(String(total));
      expect(wire).not.toContain('13.456.789');
      expect(wire).not.toContain(buyer.user.name);
      expect(res.body.data).toEqual([]);
    }
    // Revealed: the round is the staff's to decide, nothing for him to do.
    t.clock.set(new Date(REVEAL.getTime() + HOUR));
    expect(await now(buyer.token)).toEqual([]);
  });

  it('the next match with its round window and report deadline; a reported result waits for the rival’s confirmation', async () => {
    t.clock.set(MORNING);
    const home = await createManager(t.db);
    const away = await createManager(t.db);
    const third = await createManager(t.db);
    const [league] = await t.db
      .insert(tournaments)
      .values({ name: 'Liga Ahora', startDate: '2026-11-20', endDate: '2027-06-01', seasonId: DEFAULT_SEASON_ID, type: 'PD' })
      .returning();
    const window = (stage: number, startsIn: number) => ({
      tournamentId: league!.id,
      stage,
      startsAt: new Date(MORNING.getTime() + startsIn * HOUR),
      deadlineAt: new Date(MORNING.getTime() + (startsIn + 72) * HOUR),
    });
    const [w1, w2] = [window(1, -1), window(2, 7 * 24)];
    await t.db.insert(roundWindows).values([w1, w2]);
    const [m1, m2] = await t.db
      .insert(matches)
      .values(
        [1, 2].map((stage) => ({ tournamentId: league!.id, teamHomeId: home.team.id, teamAwayId: away.team.id, stage, status: 'pending', matchDate: MORNING })),
      )
      .returning();

    const next = {
      kind: 'match.next',
      key: `match.next:${m1!.id}`,
      title: HOME_MSG.matchNextTitle(home.team.name, away.team.name),
      detail: HOME_MSG.matchNextDetail('Fecha 1'),
      amount: null,
      deadline: w1.deadlineAt.toISOString(),
      starts_at: w1.startsAt.toISOString(),
      link: paths.match(m1!.id),
      action: HOME_MSG.actions.report,
    };
    expect(await now(home.token)).toEqual([next]);
    expect(await now(away.token)).toEqual([next]);
    expect(await now(third.token)).toEqual([]);

    const reported = await t.request('POST', `/api/games/${m1!.id}/report`, {
      token: home.token,
      body: { score_home: 2, score_away: 1, statistics: [], evidence: [{ data: PNG }] },
    });
    expect(reported.status).toBe(201);
    const afterReport = { key: `match.next:${m2!.id}`, deadline: w2.deadlineAt.toISOString(), action: HOME_MSG.actions.match };
    // The reporter waits; the rival is asked, with the confirmation's deadline.
    expect(await now(home.token)).toEqual([expect.objectContaining(afterReport)]);
    expect(await now(away.token)).toEqual([
      expect.objectContaining({
        kind: 'match.to_confirm',
        deadline: reported.body.confirm_by,
        link: paths.match(m1!.id),
        action: HOME_MSG.actions.confirmResult,
        detail: HOME_MSG.matchToConfirmDetail('2–1'),
      }),
      expect.objectContaining(afterReport),
    ]);
    expect(await now(third.token)).toEqual([]);
  });

  it('staff get the disputes to rule and the matches past their deadline with no report; each goes once handled; managers never see them', async () => {
    t.clock.set(MORNING);
    const staff = await createUser(t.db, { rol: 'Organizador' });
    const home = await createManager(t.db);
    const away = await createManager(t.db);
    const [league] = await t.db
      .insert(tournaments)
      .values({ name: 'Liga Staff', startDate: '2026-11-20', endDate: '2027-06-01', seasonId: DEFAULT_SEASON_ID, type: 'PD' })
      .returning();
    // Round 1 closed yesterday with nobody reporting; round 2 is being played.
    await t.db.insert(roundWindows).values([
      { tournamentId: league!.id, stage: 1, startsAt: new Date(MORNING.getTime() - 96 * HOUR), deadlineAt: new Date(MORNING.getTime() - 24 * HOUR) },
      { tournamentId: league!.id, stage: 2, startsAt: new Date(MORNING.getTime() - HOUR), deadlineAt: new Date(MORNING.getTime() + 72 * HOUR) },
    ]);
    const [overdue, disputed] = await t.db
      .insert(matches)
      .values(
        [1, 2].map((stage) => ({ tournamentId: league!.id, teamHomeId: home.team.id, teamAwayId: away.team.id, stage, status: 'pending', matchDate: MORNING })),
      )
      .returning();
    const reported = await t.request('POST', `/api/games/${disputed!.id}/report`, {
      token: home.token,
      body: { score_home: 2, score_away: 1, statistics: [], evidence: [{ data: PNG }] },
    });
    expect(reported.status).toBe(201);
    const dispute = await t.request('POST', `/api/games/${disputed!.id}/report/dispute`, {
      token: away.token,
      body: { score_home: 1, score_away: 1, statistics: [], comment: 'Fue empate' },
    });
    expect(dispute.status).toBe(200);

    const ours = (items: NowItem[]) => items.filter((i) => i.link === paths.match(overdue!.id) || i.link === paths.match(disputed!.id));
    expect(ours(await now(staff.token))).toEqual([
      {
        kind: 'match.overdue',
        key: `match.overdue:${overdue!.id}`,
        title: HOME_MSG.matchOverdueTitle(home.team.name, away.team.name),
        detail: HOME_MSG.matchOverdueDetail('Fecha 1', 'Liga Staff'),
        amount: null,
        deadline: null,
        starts_at: null,
        link: paths.match(overdue!.id),
        action: HOME_MSG.actions.resolve,
      },
      {
        kind: 'match.to_rule',
        key: `match.to_rule:${disputed!.id}`,
        title: HOME_MSG.matchToRuleTitle(home.team.name, away.team.name),
        detail: HOME_MSG.matchToRuleDetail('Fecha 2', 'Liga Staff'),
        amount: null,
        deadline: null,
        starts_at: null,
        link: paths.match(disputed!.id),
        action: HOME_MSG.actions.rule,
      },
    ]);
    // The two managers see their own things only, never staff's work.
    for (const manager of [home, away]) {
      const theirs = kinds(await now(manager.token));
      expect(theirs).not.toContain('match.overdue');
      expect(theirs).not.toContain('match.to_rule');
    }

    expect((await t.request('POST', `/api/games/${overdue!.id}/walkover`, { token: staff.token, body: { outcome: 'unplayed' } })).status).toBe(200);
    expect(kinds(ours(await now(staff.token)))).toEqual(['match.to_rule']);
    expect((await t.request('POST', `/api/games/${disputed!.id}/report/rule`, { token: staff.token, body: { version: 'report' } })).status).toBe(200);
    expect(ours(await now(staff.token))).toEqual([]);
  });

  it('the Admin gets each ended auction whose winner he confirms, with the winning bid and its bidder; it goes once confirmed; the Organizador and the managers never see it', async () => {
    t.clock.set(MORNING);
    const admin = await createUser(t.db, { rol: 'Admin' });
    const organizer = await createUser(t.db, { rol: 'Organizador' });
    const first = await createManager(t.db);
    const second = await createManager(t.db);
    const outside = await createTeam(t.db, { division: null });
    const p = await createPlayer(t.db, { teamId: outside.id, value: 10 * M, name: 'Subastado Terminado' });
    const created = await t.request('POST', '/api/auctions', { token: first.token, body: { id_player: p.id, amount: 5 * M } });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await t.request('POST', `/api/auctions/${id}/bids`, { token: second.token, body: { amount: 7 * M } })).status).toBe(201);
    const endsAt = (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]!.endsAt;
    const ours = (items: NowItem[]) => items.filter((i) => i.key === `auction.to_confirm:${id}`);

    // Still taking bids: nothing to confirm.
    expect(ours(await now(admin.token))).toEqual([]);

    t.clock.set(new Date(endsAt.getTime() + 60_000));
    expect(ours(await now(admin.token))).toEqual([
      {
        kind: 'auction.to_confirm',
        key: `auction.to_confirm:${id}`,
        title: HOME_MSG.auctionToConfirmTitle('Subastado Terminado'),
        detail: HOME_MSG.auctionToConfirmDetail(second.user.name, second.team.name),
        amount: 7 * M,
        deadline: null,
        starts_at: null,
        link: paths.playerAuctions(p.id),
        action: HOME_MSG.actions.confirmWinner,
      },
    ]);
    // Only the Admin confirms an auction's winner.
    expect(kinds(await now(organizer.token))).not.toContain('auction.to_confirm');
    for (const manager of [first, second]) expect(kinds(await now(manager.token))).not.toContain('auction.to_confirm');

    expect((await t.request('POST', `/api/auction/confirm/${id}`, { token: admin.token, body: {} })).status).toBe(200);
    expect(ours(await now(admin.token))).toEqual([]);
  });
});
