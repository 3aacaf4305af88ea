import { RESULTS_MSG } from '@superliga/league';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createSeason, createUser, ledgerSum } from '../../../test/factories';
import { ledgerEntries, matchBets, roundWindows, userBets, users } from '../../db/schema';

// Bets tied to a fixture match (docs/decisions/028-bets-from-results-and-reminders.md).
let t: TestApp;
let admin: string;
let organizer: string;
let home: Awaited<ReturnType<typeof createManager>>;
let away: Awaited<ReturnType<typeof createManager>>;
let leagueId: number;
const squad: { home: number[]; away: number[] } = { home: [], away: [] };
const START = new Date('2026-10-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-09-25T12:00:00Z') });
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  organizer = (await createUser(t.db, { rol: 'Organizador' })).token;
  home = await createManager(t.db, 'Primera', { name: 'Local' });
  away = await createManager(t.db, 'Primera', { name: 'Visita' });
  for (let i = 0; i < 2; i++) squad.home.push((await createPlayer(t.db, { teamId: home.team.id, name: `Local ${i}` })).id);
  for (let i = 0; i < 2; i++) squad.away.push((await createPlayer(t.db, { teamId: away.team.id, name: `Visita ${i}` })).id);
  const seasonId = (await createSeason(t.db)).id;
  const league = await t.request('POST', '/api/tournaments', {
    token: organizer,
    body: { name: 'Liga Primera', start_date: '2026-08-01', end_date: '2027-05-30', season_id: seasonId, type: 'PD' },
  });
  leagueId = league.body.id;
  for (let stage = 1; stage <= 6; stage++) {
    const startsAt = new Date(START.getTime() + (stage - 1) * 7 * 86_400_000);
    await t.db.insert(roundWindows).values({ tournamentId: leagueId, stage, startsAt, deadlineAt: new Date(startsAt.getTime() + 5 * 86_400_000) });
  }
});
afterAll(() => t.close());

const budget = async (id: number) => (await t.db.select({ p: users.profits }).from(users).where(eq(users.id, id)))[0]!.p;

async function newMatch(stage: number, score: [number, number]) {
  const res = await t.request('POST', '/api/matches', {
    token: organizer,
    body: { team_home_id: home.team.id, team_away_id: away.team.id, tournament_id: leagueId, score_home: score[0], score_away: score[1], stage },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
const matchBet = async (matchId: number, over: Record<string, unknown> = {}) => {
  const res = await t.request('POST', '/api/bets', {
    token: organizer,
    body: { match: 'Local vs Visita', home_odd: '2.00', away_odd: '3.00', draw_odd: '3.50', under: '1.80', over: '1.90', match_id: matchId, ...over },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; match_id: number; line: string };
};
const playerBet = async (matchId: number, playerId: number) => {
  const res = await t.request('POST', '/api/singlebet', {
    token: organizer,
    body: { name: 'Local 0', goal_odd: '2.50', card_odd: '4.00', match_id: matchId, player_id: playerId },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number };
};
const place = (token: string, body: Record<string, unknown>) => t.request('POST', '/api/apuesta/jugador', { token, body });
const stat = (matchId: number, playerId: number, over: Record<string, unknown> = {}) => ({
  match_id: matchId,
  tournament_id: leagueId,
  player_id: playerId,
  user_id: null,
  goals: 0,
  assists: 0,
  yellow_cards: 0,
  red_cards: 0,
  simple_injuries: 0,
  serious_injuries: 0,
  mvp: 0,
  ...over,
});
const load = (matchId: number, statistics: ReturnType<typeof stat>[]) => t.request('POST', '/api/match-statistics', { token: organizer, body: { statistics } });
const payouts = async (userId: number) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'bet_payout')));

describe('creating a bet tied to a fixture match', () => {
  it('stores the match and the line (2.5 by default), refuses a bad line, an unknown match and a player of another team', async () => {
    const matchId = await newMatch(1, [1, 0]);
    const bet = await matchBet(matchId);
    expect(bet).toMatchObject({ match_id: matchId, line: '2.5' });
    expect(await matchBet(matchId, { line: '3,5' })).toMatchObject({ line: '3.5' });
    const bad = await t.request('POST', '/api/bets', {
      token: organizer,
      body: { match: 'x', home_odd: '2', away_odd: '2', draw_odd: '2', under: '2', over: '2', match_id: matchId, line: 3 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.line).toEqual([RESULTS_MSG.lineInvalid]);
    const unknown = await t.request('POST', '/api/bets', {
      token: organizer,
      body: { match: 'x', home_odd: '2', away_odd: '2', draw_odd: '2', under: '2', over: '2', match_id: 999_999 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.match_id).toEqual([RESULTS_MSG.fixtureBetNeedsMatch]);
    const stranger = await createManager(t.db, 'Segunda');
    const outsider = (await createPlayer(t.db, { teamId: stranger.team.id })).id;
    const wrongPlayer = await t.request('POST', '/api/singlebet', {
      token: organizer,
      body: { name: 'x', goal_odd: '2', card_odd: '2', match_id: matchId, player_id: outsider },
    });
    expect(wrongPlayer.status).toBe(422);
    expect(wrongPlayer.body.errors.player_id).toEqual([RESULTS_MSG.fixtureBetNeedsPlayer]);
  });
});

describe('a fixture bet settles from the loaded result', () => {
  it('closes at the window start, pays each winner once through the ledger (Home/Over), a correction pays nothing twice', async () => {
    t.clock.set('2026-10-10T12:00:00Z'); // before round 3's window (2026-10-15)
    const matchId = await newMatch(3, [2, 1]);
    const bet = await matchBet(matchId);
    const a = await createManager(t.db, 'Segunda', { profits: 10_000_000 });
    const b = await createManager(t.db, 'Segunda', { profits: 10_000_000 });
    const c = await createManager(t.db, 'Segunda', { profits: 10_000_000 });
    expect((await place(a.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Home' })).status).toBe(200);
    expect((await place(b.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Over' })).status).toBe(200);
    expect((await place(c.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Draw' })).status).toBe(200);
    // Staff confirmation is for bets not tied to a fixture.
    const [stake] = await t.db.select().from(userBets).where(eq(userBets.userId, a.user.id));
    const manual = await t.request('PUT', `/api/apuesta/usuario/${stake!.id}/${a.user.id}`, { token: admin, body: { result: 'won' } });
    expect(manual.status).toBe(409);
    expect(manual.body.message).toBe(RESULTS_MSG.fixtureBetSettlesItself);

    t.clock.set('2026-10-15T12:00:00Z'); // the round's window starts: no more stakes
    const late = await place(c.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Away' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(RESULTS_MSG.betClosed);
    expect(await budget(c.user.id)).toBe(9_000_000);

    expect((await load(matchId, [stat(matchId, squad.home[0]!, { goals: 2 }), stat(matchId, squad.away[0]!, { goals: 1 })])).status).toBe(200);
    expect(await budget(a.user.id)).toBe(11_000_000); // 2.00 × 1M
    expect(await budget(b.user.id)).toBe(10_900_000); // 3 goals > 2.5: 1.90 × 1M
    expect(await budget(c.user.id)).toBe(9_000_000);
    for (const u of [a, b, c]) expect(await ledgerSum(t.db, u.user.id)).toBe(await budget(u.user.id));
    const rows = await t.db.select().from(userBets).where(eq(userBets.betId, bet.id));
    expect(rows.map((r) => [r.confirmed, r.payout]).sort()).toEqual([
      ['yes', 0],
      ['yes', 1_900_000],
      ['yes', 2_000_000],
    ]);
    expect((await t.db.select({ active: matchBets.active }).from(matchBets).where(eq(matchBets.id, bet.id)))[0]!.active).toBe('off');

    // A correction: the Admin reopens the match and it is loaded again; settled stakes stay settled.
    expect((await t.request('PUT', `/api/game-update/${matchId}`, { token: admin, body: { status: 'pending' } })).status).toBe(200);
    expect((await load(matchId, [stat(matchId, squad.away[0]!, { goals: 1 })])).status).toBe(200);
    expect(await payouts(a.user.id)).toHaveLength(1);
    expect(await payouts(b.user.id)).toHaveLength(1);
    expect(await budget(a.user.id)).toBe(11_000_000);
  });

  it('a draw pays Draw and Under against a stated line', async () => {
    t.clock.set('2026-10-20T12:00:00Z');
    const matchId = await newMatch(4, [1, 1]);
    const bet = await matchBet(matchId, { line: 3.5 });
    const d = await createManager(t.db, 'Segunda', { profits: 10_000_000 });
    const u = await createManager(t.db, 'Segunda', { profits: 10_000_000 });
    const h = await createManager(t.db, 'Segunda', { profits: 10_000_000 });
    await place(d.token, { id_bet: bet.id, amount: 2_000_000, selected_option: 'Draw' });
    await place(u.token, { id_bet: bet.id, amount: 2_000_000, selected_option: 'Under' });
    await place(h.token, { id_bet: bet.id, amount: 2_000_000, selected_option: 'Home' });
    expect((await load(matchId, [stat(matchId, squad.home[0]!, { goals: 1 }), stat(matchId, squad.away[0]!, { goals: 1 })])).status).toBe(200);
    expect(await budget(d.user.id)).toBe(15_000_000); // 3.50 × 2M
    expect(await budget(u.user.id)).toBe(11_600_000); // 2 < 3.5: 1.80 × 2M
    expect(await budget(h.user.id)).toBe(8_000_000);
  });

  it('player bets settle from the statistics: goal and card, a player who did not play loses', async () => {
    t.clock.set('2026-10-27T12:00:00Z');
    const matchId = await newMatch(5, [1, 0]);
    const scorer = await playerBet(matchId, squad.home[0]!);
    const booked = await playerBet(matchId, squad.away[0]!);
    const absent = await playerBet(matchId, squad.home[1]!);
    const g = await createManager(t.db, 'Segunda', { profits: 10_000_000 });
    const k = await createManager(t.db, 'Segunda', { profits: 10_000_000 });
    const n = await createManager(t.db, 'Segunda', { profits: 10_000_000 });
    const gc = await createManager(t.db, 'Segunda', { profits: 10_000_000 });
    await place(g.token, { id_playerbet: scorer.id, amount: 1_000_000, selected_option: 'Goal' });
    await place(gc.token, { id_playerbet: scorer.id, amount: 1_000_000, selected_option: 'Card' });
    await place(k.token, { id_playerbet: booked.id, amount: 1_000_000, selected_option: 'Card' });
    await place(n.token, { id_playerbet: absent.id, amount: 1_000_000, selected_option: 'Goal' });
    expect((await load(matchId, [stat(matchId, squad.home[0]!, { goals: 1 }), stat(matchId, squad.away[0]!, { yellow_cards: 1 })])).status).toBe(200);
    expect(await budget(g.user.id)).toBe(11_500_000); // 2.50 × 1M
    expect(await budget(k.user.id)).toBe(13_000_000); // 4.00 × 1M
    expect(await budget(gc.user.id)).toBe(9_000_000);
    expect(await budget(n.user.id)).toBe(9_000_000);
    const late = await place(g.token, { id_playerbet: scorer.id, amount: 1_000_000, selected_option: 'Goal' });
    expect(late.status).toBe(409);
  });

  it('a bet not tied to a fixture is left to staff', async () => {
    t.clock.set('2026-11-03T12:00:00Z');
    const matchId = await newMatch(6, [0, 0]);
    const free = await t.request('POST', '/api/bets', {
      token: organizer,
      body: { match: 'Otro partido', home_odd: '2', away_odd: '2', draw_odd: '2', under: '2', over: '2' },
    });
    expect(free.body).toMatchObject({ match_id: null, line: '2.5' });
    const x = await createManager(t.db, 'Segunda', { profits: 10_000_000 });
    await place(x.token, { id_bet: free.body.id, amount: 1_000_000, selected_option: 'Draw' });
    await load(matchId, [stat(matchId, squad.home[0]!)]);
    const [stake] = await t.db.select().from(userBets).where(eq(userBets.userId, x.user.id));
    expect(stake!.confirmed).toBe('no');
  });
});
