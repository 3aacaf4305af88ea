import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_MSG } from '@superliga/league';
import { auditEntries, matches, matchReports, roundWindows, tournaments, userBets, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { PNG, statLine as line } from '../../../test/results';
import { createManager, createPlayer, createSeason, createUser, ledgerSum } from '../../../test/factories';
import { settleBetsForMatch } from './bets.service';

/** Bets tied to a fixture match settle from its confirmed result (docs/decisions/024-results-reported-and-confirmed.md). */

const HOUR = 3_600_000;
const START = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR);
const odds = { description: '', home_odd: '2.00', away_odd: '3.00', draw_odd: '3.50', under: '1.90', over: '1.80' };

let t: TestApp;
let staff: string;
let home: Awaited<ReturnType<typeof createManager>>;
let away: Awaited<ReturnType<typeof createManager>>;
let bettors: Awaited<ReturnType<typeof createManager>>[];
let scorer: number;
let tournamentId: number;

const budget = async (id: number) => (await t.db.select({ p: users.profits }).from(users).where(eq(users.id, id)))[0]!.p;
const place = (token: string, body: object) => t.request('POST', '/api/apuesta/jugador', { token, body });
async function newMatch(stage: number) {
  const [m] = await t.db.insert(matches).values({ tournamentId, teamHomeId: home.team.id, teamAwayId: away.team.id, stage, status: 'pending' }).returning();
  return m!.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: new Date(START.getTime() - 24 * HOUR) });
  staff = (await createUser(t.db, { rol: 'Organizador' })).token;
  home = await createManager(t.db);
  away = await createManager(t.db);
  bettors = [await createManager(t.db), await createManager(t.db), await createManager(t.db)];
  scorer = (await createPlayer(t.db, { teamId: home.team.id })).id;
  const season = await createSeason(t.db);
  const [league] = await t.db
    .insert(tournaments)
    .values({ name: 'Liga Apuestas', startDate: '2026-01-01', endDate: '2027-12-01', seasonId: season.id, type: 'PD' })
    .returning();
  tournamentId = league!.id;
  for (const stage of [1, 2]) {
    const startsAt = new Date(START.getTime() + (stage - 1) * 7 * 24 * HOUR);
    await t.db.insert(roundWindows).values({ tournamentId, stage, startsAt, deadlineAt: new Date(startsAt.getTime() + 72 * HOUR) });
  }
});
afterAll(() => t.close());

describe('bets tied to a fixture match', () => {
  it('are created from a match still to play with a stated Over/Under line; a bad line or a final match is refused', async () => {
    const id = await newMatch(1);
    const res = await t.request('POST', '/api/bets', { token: staff, body: { ...odds, match: 'Local vs Visita', match_id: id, line: 3.5 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ match_id: id, line: '3.5' });
    const byDefault = await t.request('POST', '/api/bets', { token: staff, body: { ...odds, match: 'Local vs Visita', match_id: id } });
    expect(byDefault.body.line).toBe('2.5');
    const badLine = await t.request('POST', '/api/bets', { token: staff, body: { ...odds, match: 'x', match_id: id, line: 3 } });
    expect(badLine.status).toBe(422);
    expect(badLine.body.errors.line).toEqual([RESULTS_MSG.lineInvalid]);
    const [done] = await t.db
      .insert(matches)
      .values({ tournamentId, teamHomeId: away.team.id, teamAwayId: home.team.id, stage: 1, status: 'completed' })
      .returning();
    const final = await t.request('POST', '/api/bets', { token: staff, body: { ...odds, match: 'x', match_id: done!.id } });
    expect(final.status).toBe(422);
    expect(final.body.errors.match_id).toEqual([RESULTS_MSG.fixtureMatchFinal]);
  });

  it('take stakes until the round window starts, then settle once from the confirmed result, crediting the winners through the ledger', async () => {
    t.clock.set(new Date(START.getTime() - 2 * HOUR));
    const id = await newMatch(2);
    const bet = (await t.request('POST', '/api/bets', { token: staff, body: { ...odds, match: 'Local vs Visita', match_id: id } })).body;
    const goal = (
      await t.request('POST', '/api/singlebet', {
        token: staff,
        body: { name: 'Gol del 9', goal_odd: '2.50', card_odd: '4.00', match_id: id, player_id: scorer },
      })
    ).body;
    const [a, b, c] = bettors as [(typeof bettors)[0], (typeof bettors)[0], (typeof bettors)[0]];
    const before = { a: await budget(a.user.id), b: await budget(b.user.id), c: await budget(c.user.id) };
    expect((await place(a.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Home' })).status).toBe(200);
    expect((await place(b.token, { id_bet: bet.id, amount: 2_000_000, selected_option: 'Over' })).status).toBe(200);
    expect((await place(c.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Draw' })).status).toBe(200);
    expect((await place(c.token, { id_playerbet: goal.id, amount: 1_000_000, selected_option: 'Goal' })).status).toBe(200);
    // Staff's list of stakes to confirm names the match each tied stake settles from, so it offers no button.
    const admin = (await createUser(t.db, { rol: 'Admin' })).token;
    const listed = (await t.request('GET', '/api/bet_user', { token: admin })).body.data as { user: { id: number }; match_id: number | null }[];
    const tied = listed.filter((s) => [a, b, c].some((x) => x.user.id === s.user.id));
    expect(tied).toHaveLength(4);
    expect(tied.every((s) => s.match_id === id)).toBe(true);

    // The window of round 2 opens: no more stakes.
    t.clock.set(new Date(START.getTime() + 7 * 24 * HOUR));
    const late = await place(a.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Away' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(RESULTS_MSG.betClosed);
    const latePlayer = await place(a.token, { id_playerbet: goal.id, amount: 1_000_000, selected_option: 'Card' });
    expect(latePlayer.status).toBe(409);

    // Reported 2–1 with the scorer's two goals, confirmed by the opponent.
    t.clock.advance(HOUR);
    const report = await t.request('POST', `/api/games/${id}/report`, {
      token: home.token,
      body: { score_home: 2, score_away: 1, statistics: [line(scorer, 2)], evidence: [{ data: PNG }] },
    });
    expect(report.status).toBe(201);
    expect(await t.db.select().from(userBets).where(eq(userBets.confirmed, 'yes'))).toHaveLength(0);
    expect((await t.request('POST', `/api/games/${id}/report/confirm`, { token: away.token, body: {} })).status).toBe(200);

    // Home 2.00 × 1M; Over 2.5 (3 goals) 1.80 × 2M; Draw lost; the goal 2.50 × 1M.
    expect(await budget(a.user.id)).toBe(before.a - 1_000_000 + 2_000_000);
    expect(await budget(b.user.id)).toBe(before.b - 2_000_000 + 3_600_000);
    expect(await budget(c.user.id)).toBe(before.c - 2_000_000 + 2_500_000);
    for (const x of [a, b, c]) expect(await ledgerSum(t.db, x.user.id)).toBe(await budget(x.user.id));
    const stakes = await t.db.select().from(userBets);
    expect(
      stakes
        .filter((s) => s.confirmed === 'yes')
        .map((s) => s.payout)
        .sort(),
    ).toEqual([0, 2_000_000, 2_500_000, 3_600_000].sort());
    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'bet.confirmed'))).toHaveLength(4);
    // The bet leaves the list.
    expect((await t.request('GET', `/api/bets/${bet.id}`, { token: a.token })).body.data.active).toBe('off');

    // A second settlement pays nothing more.
    const again = await t.db.transaction((tx) => settleBetsForMatch(tx, id, t.clock.now()));
    expect(again).toBe(0);
    expect(await budget(a.user.id)).toBe(before.a + 1_000_000);
    // A staff confirmation of a settled stake is refused.
    const stake = stakes.find((s) => s.userId === a.user.id)!;
    const confirm = await t.request('PUT', `/api/apuesta/usuario/${stake.id}/${a.user.id}`, { token: admin, body: { result: 'won' } });
    expect(confirm.status).toBe(409);
    expect(await budget(a.user.id)).toBe(before.a + 1_000_000);
  });

  it("an Admin's reopen of a match supersedes its waiting report", async () => {
    const admin = (await createUser(t.db, { rol: 'Admin' })).token;
    const [m] = await t.db
      .insert(matches)
      .values({ tournamentId, teamHomeId: away.team.id, teamAwayId: home.team.id, stage: 2, status: 'pending' })
      .returning();
    const id = m!.id;
    const report = await t.request('POST', `/api/games/${id}/report`, { token: away.token, body: { score_home: 1, score_away: 0, evidence: [{ data: PNG }] } });
    expect(report.status).toBe(201);
    const reopened = await t.request('PUT', `/api/game-update/${id}`, { token: admin, body: { status: 'pending' } });
    expect(reopened.status).toBe(200);
    expect((await t.db.select().from(matchReports).where(eq(matchReports.matchId, id)))[0]!.state).toBe('superseded');
    expect((await t.db.select().from(matches).where(eq(matches.id, id)))[0]!.resultState).toBe('to_play');
  });
});
