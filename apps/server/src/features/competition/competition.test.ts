import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPETITION_TEXTS, MSG } from '@superliga/league';
import { auditEntries, fixtures, matches, matchStatistics, prizes, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createSeason, createTeam, createUser, ledgerSum } from '../../../test/factories';

let t: TestApp;
let admin: string;
let organizer: string;
let visitor: string;
let home: Awaited<ReturnType<typeof createManager>>;
let away: Awaited<ReturnType<typeof createManager>>;
let seasonId: number;
let leagueId: number;
let cupId: number;
const squad: { home: number[]; away: number[] } = { home: [], away: [] };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  organizer = (await createUser(t.db, { rol: 'Organizador' })).token;
  visitor = (await createUser(t.db)).token;
  home = await createManager(t.db, 'Primera', { name: 'Local' });
  away = await createManager(t.db, 'Primera', { name: 'Visita' });
  for (let i = 0; i < 3; i++) squad.home.push((await createPlayer(t.db, { teamId: home.team.id, name: `Local ${i}` })).id);
  for (let i = 0; i < 3; i++) squad.away.push((await createPlayer(t.db, { teamId: away.team.id, name: `Visita ${i}` })).id);
  await createPlayer(t.db, { teamId: home.team.id, name: 'Liberado', status: 'liberado' });
  seasonId = (await createSeason(t.db)).id;
  const league = await t.request('POST', '/api/tournaments', {
    token: organizer,
    body: { name: 'Liga Primera', start_date: '2026-08-01', end_date: '2027-05-30', season_id: seasonId, type: 'PD' },
  });
  leagueId = league.body.id;
  const cup = await t.request('POST', '/api/tournaments', {
    token: admin,
    body: { name: 'Copa', start_date: '2026-09-01', end_date: '2027-05-30', season_id: seasonId, type: 'UCL' },
  });
  cupId = cup.body.id;
});
afterAll(() => t.close());

const matchBody = (over: Record<string, unknown> = {}) => ({
  team_home_id: home.team.id,
  team_away_id: away.team.id,
  tournament_id: leagueId,
  score_home: 2,
  score_away: 1,
  stage: 1,
  ...over,
});
const stat = (matchId: number, playerId: number, over: Record<string, unknown> = {}, tournamentId = leagueId) => ({
  match_id: matchId,
  tournament_id: tournamentId,
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
async function newMatch(over: Record<string, unknown> = {}, token = home.token) {
  const res = await t.request('POST', '/api/matches', { token, body: matchBody(over) });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe('tournaments', () => {
  it('creates for staff with the spec text and lists by season', async () => {
    const other = await createSeason(t.db);
    const res = await t.request('POST', '/api/tournaments', {
      token: organizer,
      body: { name: 'Mundial', start_date: '2026-01-01', end_date: '2026-02-01', season_id: other.id, type: 'CFM' },
    });
    expect(res.status).toBe(201);
    // `format` beside `type`, `season` read as the season (decision 017).
    expect(res.body).toEqual({
      id: res.body.id,
      name: 'Mundial',
      type: 'CFM',
      format: 'CFM',
      season_id: other.id,
      season: { id: other.id, name: other.name },
      start_date: '2026-01-01',
      end_date: '2026-02-01',
      message: MSG.tournamentCreated,
    });
    const list = await t.request('GET', '/api/tournaments', { token: visitor, query: { season: String(other.id) } });
    const { message: _message, ...created } = res.body;
    expect(list.body.data).toEqual([created]);
    const all = await t.request('GET', '/api/tournaments', { token: visitor });
    expect(all.body.data.length).toBeGreaterThanOrEqual(3);
    // An empty filter, as the documents' client sends it, means every season.
    for (const query of [{ season: '' }, { season_id: '' }, { season: '', season_id: '' }] as Record<string, string>[]) {
      const blank = await t.request('GET', '/api/tournaments', { token: visitor, query });
      expect(blank.status).toBe(200);
      expect(blank.body.data).toEqual(all.body.data);
    }
  });
  it('refuses managers, bad types, dates and an unknown season', async () => {
    expect(
      (
        await t.request('POST', '/api/tournaments', {
          token: home.token,
          body: { name: 'X', start_date: '2026-01-01', end_date: '2026-02-01', season_id: seasonId, type: 'PD' },
        })
      ).status,
    ).toBe(403);
    const bad = await t.request('POST', '/api/tournaments', {
      token: admin,
      body: { name: '', start_date: '2026-02-30', end_date: '2026-01-01', season_id: seasonId, type: 'XX' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'start_date', 'type']));
    const unknown = await t.request('POST', '/api/tournaments', {
      token: admin,
      body: { name: 'X', start_date: '2026-01-01', end_date: '2026-02-01', season_id: 999999, type: 'PD' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.season_id).toBeDefined();
  });
});

describe('matches', () => {
  it('lets a manager of either team create a pending match, with the spec text', async () => {
    const res = await t.request('POST', '/api/matches', { token: away.token, body: matchBody({ stage: 2 }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: MSG.matchCreated,
      status: 'pending',
      stage: 2,
      stage_name: 'Fecha 2',
      team_home: { name: home.team.name },
      score_home: 2,
    });
    // GET /games/{id} answers { data } (decision 017), its tournament with type and format.
    const detail = await t.request('GET', `/api/games/${res.body.id}`, { token: visitor });
    const { message: _, ...created } = res.body;
    expect(detail.body).toEqual({ data: created });
    expect(detail.body.data.tournament).toEqual({ id: leagueId, name: 'Liga Primera', type: 'PD', format: 'PD' });
    const list = await t.request('GET', '/api/matches', { token: visitor });
    expect(list.body.data.some((m: { id: number }) => m.id === res.body.id)).toBe(true);
    expect((await t.request('GET', '/api/matches', { token: visitor, query: { tournament_id: '' } })).body).toEqual(list.body);
    expect((await t.request('GET', '/api/games/999999', { token: visitor })).status).toBe(404);
  });
  it('refuses an outsider manager, an outside team, equal teams and missing fields with the spec texts', async () => {
    const outsider = await createManager(t.db, 'Segunda');
    expect((await t.request('POST', '/api/matches', { token: outsider.token, body: matchBody() })).status).toBe(403);
    expect((await t.request('POST', '/api/matches', { token: visitor, body: matchBody() })).status).toBe(403);
    const foreign = await createTeam(t.db, { division: null });
    const res = await t.request('POST', '/api/matches', { token: admin, body: matchBody({ team_away_id: foreign.id }) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(COMPETITION_TEXTS.teamNotInLeague);
    const same = await t.request('POST', '/api/matches', { token: admin, body: matchBody({ team_away_id: home.team.id }) });
    expect(same.status).toBe(422);
    const cases: [Record<string, unknown>, string][] = [
      [{ stage: '' }, MSG.matchNeedsRound],
      [{ team_home_id: '' }, MSG.matchNeedsTeams],
      [{ score_home: '' }, MSG.matchNeedsGoals],
      [{ tournament_id: '' }, MSG.matchNeedsTournament],
    ];
    for (const [over, text] of cases) {
      const r = await t.request('POST', '/api/matches', { token: admin, body: matchBody(over) });
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(text);
    }
    const noTournament = await t.request('POST', '/api/matches', { token: admin, body: matchBody({ tournament_id: 999999 }) });
    expect(noTournament.body.message).toBe(MSG.matchNeedsTournament);
  });
  it('lists the registered players of both teams, not the released ones', async () => {
    const res = await t.request('GET', '/api/players-teams', { token: visitor, query: { id_team: `${home.team.id},${away.team.id}` } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { id: number }) => p.id).sort()).toEqual([...squad.home, ...squad.away].sort());
    // id_team read as the team (000 §3).
    expect(res.body.data.find((p: { id: number }) => p.id === squad.home[0])).toMatchObject({ id_team: { id: home.team.id, name: home.team.name } });
    expect((await t.request('GET', '/api/players-teams', { token: visitor, query: { id_team: 'a,b' } })).status).toBe(422);
  });
});

describe('match statistics', () => {
  it('saves, completes the match, replaces rows on a second save after the admin re-enables', async () => {
    const id = await newMatch({ stage: 3 });
    const first = await t.request('POST', '/api/match-statistics', {
      token: home.token,
      body: { statistics: [stat(id, squad.home[0]!, { goals: 2, mvp: 1 }), stat(id, squad.away[0]!, { goals: 1, yellow_cards: 1 })] },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: MSG.statsSaved });
    expect((await t.request('GET', `/api/games/${id}`, { token: visitor })).body.data.status).toBe('completed');
    const again = await t.request('POST', '/api/match-statistics', { token: home.token, body: { statistics: [stat(id, squad.home[1]!)] } });
    expect(again.status).toBe(409);
    expect((await t.request('PUT', `/api/game-update/${id}`, { token: organizer, body: { status: 'pending' } })).status).toBe(403);
    const reopen = await t.request('PUT', `/api/game-update/${id}`, { token: admin, body: { status: 'pending' } });
    expect(reopen.body).toEqual({ message: MSG.matchReopened });
    const second = await t.request('POST', '/api/match-statistics', { token: away.token, body: { statistics: [stat(id, squad.home[1]!, { assists: 1 })] } });
    expect(second.status).toBe(200);
    const rows = await t.db.select().from(matchStatistics).where(eq(matchStatistics.matchId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ playerId: squad.home[1], assists: 1, teamId: home.team.id });
    const read = await t.request('GET', '/api/match-statistics', { token: visitor, query: { match_id: String(id) } });
    expect(read.body.data).toHaveLength(1);
    // Every relation of a statistics row is read as an object (decision 017).
    expect(read.body.data[0]).toMatchObject({
      player_id: { id: squad.home[1], name: expect.any(String) },
      tournament_id: { id: leagueId, name: 'Liga Primera', type: 'PD', format: 'PD' },
      match_id: { id, stage: 3, stage_name: 'Fecha 3', status: 'completed' },
      team_id: { id: home.team.id, name: home.team.name },
      user_id: null,
      assists: 1,
    });
  });
  it('keeps the score the match was created with when staff load statistics that count fewer goals', async () => {
    const id = await newMatch({ stage: 7, score_home: 3, score_away: 1 }, admin);
    // One of the three home goals is an own goal: no player of the home side scored it.
    const saved = await t.request('POST', '/api/match-statistics', {
      token: admin,
      body: { statistics: [stat(id, squad.home[0]!, { goals: 2 }), stat(id, squad.away[0]!, { goals: 1 })] },
    });
    expect(saved.status).toBe(200);
    const game = (await t.request('GET', `/api/games/${id}`, { token: visitor })).body.data;
    expect(game).toMatchObject({ status: 'completed', score_home: 3, score_away: 1 });
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.reference, `match:${id}`));
    expect(entries.find((e) => e.kind === 'match.statistics_changed')?.after).toMatchObject({ status: 'completed', home_goals: 3, away_goals: 1 });
  });
  it('refuses outsiders, foreign players, another tournament and bad rows', async () => {
    const id = await newMatch({ stage: 4 });
    const outsider = await createManager(t.db, 'Primera');
    expect((await t.request('POST', '/api/match-statistics', { token: outsider.token, body: { statistics: [stat(id, squad.home[0]!)] } })).status).toBe(403);
    const stranger = await createPlayer(t.db, { teamId: outsider.team.id });
    const foreign = await t.request('POST', '/api/match-statistics', { token: admin, body: { statistics: [stat(id, stranger.id)] } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe(COMPETITION_TEXTS.playerNotInMatch);
    const wrong = await t.request('POST', '/api/match-statistics', { token: admin, body: { statistics: [stat(id, squad.home[0]!, {}, cupId)] } });
    expect(wrong.body.message).toBe(COMPETITION_TEXTS.statisticsWrongTournament);
    const empty = await t.request('POST', '/api/match-statistics', { token: admin, body: { statistics: [] } });
    expect(empty.status).toBe(422);
    const yellow = await t.request('POST', '/api/match-statistics', { token: admin, body: { statistics: [stat(id, squad.home[0]!, { yellow_cards: 3 })] } });
    expect(yellow.status).toBe(422);
    expect((await t.request('GET', `/api/games/${id}`, { token: visitor })).body.data.status).toBe('pending');
    expect((await t.request('POST', '/api/match-statistics', { token: admin, body: { statistics: [stat(999999, squad.home[0]!)] } })).status).toBe(404);
  });
  it('takes checkbox values true/false where counts and flags are expected (decision 017)', async () => {
    const id = await newMatch({ stage: 6 });
    const res = await t.request('POST', '/api/match-statistics', {
      token: admin,
      body: {
        statistics: [
          stat(id, squad.home[0]!, { mvp: true, simple_injuries: 'true', serious_injuries: false, red_cards: 'false', direct_red: true, yellow_cards: 0 }),
        ],
      },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(matchStatistics).where(eq(matchStatistics.matchId, id));
    // A direct red is a red too (decision 027: statistics and suspensions agree).
    expect(row).toMatchObject({ mvp: 1, simpleInjuries: 1, seriousInjuries: 0, redCards: 1, directRed: 1 });
  });
  it('racing saves complete the match once and write one set of rows', async () => {
    const id = await newMatch({ stage: 5 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.request('POST', '/api/match-statistics', { token: admin, body: { statistics: [stat(id, squad.home[i % 3]!, { goals: 1 })] } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await t.db.select().from(matchStatistics).where(eq(matchStatistics.matchId, id))).toHaveLength(1);
  });
});

describe('standings, top lists and team statistics', () => {
  it('computes the league table from completed matches only, with every division team', async () => {
    const res = await t.request('GET', '/api/standings', { token: visitor, query: { tournament_id: String(leagueId) } });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('league');
    const completed = (await t.db.select().from(matches).where(eq(matches.tournamentId, leagueId))).filter((m) => m.status === 'completed');
    const homeRow = res.body.data.find((r: { team: { id: number } }) => r.team.id === home.team.id);
    expect(homeRow.played).toBe(completed.length);
    expect(homeRow.points).toBe(3 * completed.length);
    expect(res.body.data[0].position).toBe(1);
    // Each row carries its tournament (decision 017); the cached second answer is the same body.
    expect(
      res.body.data.every(
        (r: { tournament: unknown }) => JSON.stringify(r.tournament) === JSON.stringify({ id: leagueId, name: 'Liga Primera', type: 'PD', format: 'PD' }),
      ),
    ).toBe(true);
    expect(res.body.tournament).toEqual({ id: leagueId, name: 'Liga Primera', type: 'PD', format: 'PD' });
    const again = await t.request('GET', '/api/standings', { token: visitor, query: { tournament_id: String(leagueId) } });
    expect(again.body).toEqual(res.body);
    expect((await t.request('GET', '/api/standings', { token: visitor, query: { tournament_id: '999999' } })).status).toBe(404);
  });
  it('shows cup rounds with stage names', async () => {
    const id = await newMatch({ tournament_id: cupId, stage: 5 }, admin);
    await t.request('POST', '/api/match-statistics', { token: admin, body: { statistics: [stat(id, squad.home[0]!, {}, cupId)] } });
    const res = await t.request('GET', '/api/standings', { token: visitor, query: { tournament_id: String(cupId) } });
    expect(res.body.kind).toBe('cup');
    expect(res.body.rounds).toEqual([expect.objectContaining({ stage: 5, name: 'Semifinal' })]);
  });
  it("lists a tournament's rows and the team page with totals and next-round suspensions", async () => {
    const { team, token } = await createManager(t.db, 'Segunda');
    const rival = await createManager(t.db, 'Segunda');
    const p1 = await createPlayer(t.db, { teamId: team.id, name: 'Amonestado' });
    const p2 = await createPlayer(t.db, { teamId: team.id, name: 'Expulsado' });
    const r1 = await createPlayer(t.db, { teamId: rival.team.id });
    const sd = (
      await t.request('POST', '/api/tournaments', {
        token: admin,
        body: { name: 'Liga Segunda', start_date: '2026-08-01', end_date: '2027-05-30', season_id: seasonId, type: 'SD' },
      })
    ).body.id;
    for (const [stage, yellows] of [
      [1, 1],
      [2, 2],
    ] as const) {
      const m = await t.request('POST', '/api/matches', {
        token,
        body: { team_home_id: team.id, team_away_id: rival.team.id, tournament_id: sd, score_home: 1, score_away: 0, stage },
      });
      const rows = [stat(m.body.id, p1.id, { yellow_cards: yellows, goals: 1 }, sd), stat(m.body.id, r1.id, {}, sd)];
      if (stage === 2) rows.push(stat(m.body.id, p2.id, { red_cards: 1, serious_injuries: 1 }, sd));
      expect((await t.request('POST', '/api/match-statistics', { token, body: { statistics: rows } })).status).toBe(200);
    }
    // The top lists as the old server answered them: a player once with his totals, most goals first (docs/decisions/017).
    const list = await t.request('GET', '/api/match-statistics', { token: visitor, query: { tournament_id: String(sd) } });
    expect(list.status).toBe(200);
    const totals = list.body.data as { player_id: { id: number; name: string }; goals: number; yellow_cards: number; matches_played: number }[];
    expect(totals.filter((r) => r.player_id.id === p1.id)).toEqual([
      expect.objectContaining({
        player_id: { id: p1.id, name: p1.name },
        goals: 2,
        yellow_cards: 3,
        matches_played: 2,
        team_id: { id: team.id, name: team.name },
      }),
    ]);
    expect(new Set(totals.map((r) => r.player_id.id)).size).toBe(totals.length);
    expect(totals[0]!.player_id.id).toBe(p1.id);
    expect(totals.map((r) => r.goals)).toEqual([...totals.map((r) => r.goals)].sort((a, b) => b - a));
    expect(totals[0]).not.toHaveProperty('match_id');
    // Our screens read the rows per player and match with per_match=true.
    const rows = await t.request('GET', '/api/match-statistics', { token: visitor, query: { tournament_id: String(sd), per_match: 'true' } });
    expect(rows.body.data.filter((r: { player_id: { id: number } }) => r.player_id.id === p1.id)).toHaveLength(2);
    const page = await t.request('GET', `/api/match-statistics/team/${team.id}`, { token: visitor });
    expect(page.status).toBe(200);
    // { data: one row per player and match } as the documents' client reads it (decision 017).
    const p2Row = page.body.data.find((r: { player_id: { id: number } }) => r.player_id.id === p2.id);
    expect(p2Row).toMatchObject({
      player_id: { id: p2.id, name: 'Expulsado' },
      tournament_id: { id: sd, name: 'Liga Segunda', type: 'SD', format: 'SD' },
      match_id: { stage: 2, stage_name: 'Fecha 2' },
      red_cards: 1,
      direct_red: 0,
      serious_injuries: 1,
      simple_injuries: 0,
      yellow_cards: 0,
    });
    expect(
      page.body.data
        .filter((r: { player_id: { id: number } }) => r.player_id.id === p1.id)
        .map((r: { match_id: { stage: number } }) => r.match_id.stage)
        .sort(),
    ).toEqual([1, 2]);
    expect(page.body.data.every((r: { team_id: { id: number } }) => r.team_id.id === team.id)).toBe(true);
    const tour = page.body.tournaments.find((x: { id: number }) => x.id === sd);
    expect(tour).toMatchObject({ next_stage: 3, next_stage_name: 'Fecha 3', type: 'SD', format: 'SD' });
    expect(tour.players.find((p: { player_id: number }) => p.player_id === p1.id)).toMatchObject({ goals: 2, yellow_cards: 3, matches_played: 2 });
    expect(tour.suspended).toEqual(
      expect.arrayContaining([
        { player_id: p1.id, name: 'Amonestado', reasons: ['3 amarillas'], rounds_left: 1 },
        { player_id: p2.id, name: 'Expulsado', reasons: ['Roja', 'Lesión grave'], rounds_left: 2 },
      ]),
    );
    expect((await t.request('GET', '/api/match-statistics/team/999999', { token: visitor })).status).toBe(404);
    expect((await t.request('GET', '/api/match-statistics', { token: visitor })).status).toBe(422);
  });
  it('a direct red shows as a red wherever reds are counted, and the next match lists the suspended player', async () => {
    const { team, token } = await createManager(t.db, 'Segunda');
    const rival = await createManager(t.db, 'Segunda');
    const sent = await createPlayer(t.db, { teamId: team.id, name: 'Roja Directa' });
    const clean = await createPlayer(t.db, { teamId: rival.team.id, name: 'Limpio' });
    const sd = (
      await t.request('POST', '/api/tournaments', {
        token: admin,
        body: { name: 'Liga Directa', start_date: '2026-08-01', end_date: '2027-05-30', season_id: seasonId, type: 'SD' },
      })
    ).body.id;
    const match = (stage: number) =>
      t.request('POST', '/api/matches', {
        token,
        body: { team_home_id: team.id, team_away_id: rival.team.id, tournament_id: sd, score_home: 0, score_away: 0, stage },
      });
    const first = (await match(1)).body.id;
    const saved = await t.request('POST', '/api/match-statistics', {
      token,
      body: { statistics: [stat(first, sent.id, { direct_red: 1 }, sd), stat(first, clean.id, {}, sd)] },
    });
    expect(saved.status).toBe(200);
    const [row] = await t.db.select().from(matchStatistics).where(eq(matchStatistics.playerId, sent.id));
    expect(row).toMatchObject({ redCards: 1, directRed: 1 });
    const rows = await t.request('GET', '/api/match-statistics', { token: visitor, query: { match_id: String(first) } });
    expect(rows.body.data.find((r: { player_id: { id: number } }) => r.player_id.id === sent.id)).toMatchObject({ red_cards: 1, direct_red: 1 });
    const page = await t.request('GET', `/api/match-statistics/team/${team.id}`, { token: visitor });
    const tour = page.body.tournaments.find((x: { id: number }) => x.id === sd);
    expect(tour.players.find((p: { player_id: number }) => p.player_id === sent.id)).toMatchObject({ red_cards: 1, direct_red: 1 });
    expect(tour.suspended).toEqual([{ player_id: sent.id, name: 'Roja Directa', reasons: ['Roja directa'], rounds_left: 2 }]);

    const second = (await match(2)).body.id;
    const suspended = await t.request('GET', `/api/games/${second}/suspendidos`, { token: visitor });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toEqual({ data: [{ player_id: sent.id, name: 'Roja Directa', reasons: ['Roja directa'], rounds_left: 2 }] });
    expect((await t.request('GET', `/api/games/${first}/suspendidos`, { token: visitor })).body).toEqual({ data: [] });
    expect((await t.request('GET', '/api/games/999999/suspendidos', { token: visitor })).status).toBe(404);
  });
});

describe('prizes', () => {
  it('credits each manager once through the ledger and refuses a repeated prize with nothing written', async () => {
    const before = (await t.db.select().from(users).where(eq(users.id, home.user.id)))[0]!.profits;
    const res = await t.request('POST', '/api/prizes', {
      token: admin,
      body: {
        prizes: [
          { tournament_id: leagueId, team_id: home.team.id, amount: 150_000_000, position: 1, description: 'Campeón' },
          { tournament_id: leagueId, team_id: away.team.id, amount: '120000000', position: '2' },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.prizesSent);
    // The paid prizes read as the list shows them: tournament and team as objects.
    expect(res.body.data).toEqual([
      {
        id: expect.any(Number),
        tournament: { id: leagueId, name: 'Liga Primera' },
        team: { id: home.team.id, name: home.team.name },
        amount: 150_000_000,
        position: 1,
        description: 'Campeón',
        created_at: expect.any(String),
      },
      {
        id: expect.any(Number),
        tournament: { id: leagueId, name: 'Liga Primera' },
        team: { id: away.team.id, name: away.team.name },
        amount: 120_000_000,
        position: 2,
        description: '',
        created_at: expect.any(String),
      },
    ]);
    const after = (await t.db.select().from(users).where(eq(users.id, home.user.id)))[0]!;
    expect(after.profits).toBe(before + 150_000_000);
    expect(await ledgerSum(t.db, home.user.id)).toBe(after.profits);
    const again = await t.request('POST', '/api/prizes', {
      token: admin,
      body: {
        prizes: [
          { tournament_id: cupId, team_id: away.team.id, amount: 5, position: 1 },
          { tournament_id: leagueId, team_id: home.team.id, amount: 1, position: 1 },
        ],
      },
    });
    expect(again.status).toBe(409);
    expect(await t.db.select().from(prizes).where(eq(prizes.tournamentId, cupId))).toHaveLength(0);
    const awayAfter = (await t.db.select().from(users).where(eq(users.id, away.user.id)))[0]!;
    expect(await ledgerSum(t.db, away.user.id)).toBe(awayAfter.profits);
    expect((await t.request('GET', '/api/prizes', { token: visitor })).body.data).toHaveLength(2);
  });
  it('validates the batch with the spec texts and is Admin only', async () => {
    const p = { tournament_id: leagueId, team_id: home.team.id, amount: 1, position: 3 };
    expect((await t.request('POST', '/api/prizes', { token: organizer, body: { prizes: [p] } })).status).toBe(403);
    expect((await t.request('POST', '/api/prizes', { token: admin, body: { prizes: [] } })).body.message).toBe(MSG.noPrizes);
    const many = Array.from({ length: 15 }, (_, i) => ({ ...p, position: i + 10 }));
    expect((await t.request('POST', '/api/prizes', { token: admin, body: { prizes: many } })).body.message).toBe(MSG.tooManyPrizes);
    expect((await t.request('POST', '/api/prizes', { token: admin, body: { prizes: [{ ...p, amount: '' }] } })).body.message).toBe(MSG.prizeFieldsRequired);
  });
  it('racing identical batches pay once', async () => {
    const p = { tournament_id: cupId, team_id: home.team.id, amount: 7_000_000, position: 1 };
    const results = await Promise.all(Array.from({ length: 5 }, () => t.request('POST', '/api/prizes', { token: admin, body: { prizes: [p] } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const after = (await t.db.select().from(users).where(eq(users.id, home.user.id)))[0]!;
    expect(await ledgerSum(t.db, home.user.id)).toBe(after.profits);
  });
  it('offers the current season tournaments and league teams to the form', async () => {
    const res = await t.request('GET', '/api/create-prizes', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.teams.find((x: { id: number }) => x.id === home.team.id)).toMatchObject({ id_user: { id: home.user.id, name: home.user.name } });
    expect(Array.isArray(res.body.tournaments)).toBe(true);
  });
});

describe('fixtures', () => {
  it('generates 13 rounds per division once and links a match created from a fixture', async () => {
    const f = await createTestApp();
    try {
      const { token: adminToken } = await createUser(f.db, { rol: 'Admin' });
      await createSeason(f.db);
      const managers = [];
      for (let i = 0; i < 14; i++) managers.push(await createManager(f.db, 'Primera'));
      for (let i = 0; i < 14; i++) await createTeam(f.db, { division: 'Segunda' });
      const gen = await f.request('POST', '/api/fixtures/generate', { token: adminToken });
      expect(gen.body).toEqual({ message: COMPETITION_TEXTS.fixturesGenerated });
      expect((await f.request('POST', '/api/fixtures/generate', { token: adminToken })).status).toBe(409);
      const list = await f.request('GET', '/api/fixtures', { token: adminToken, query: { division: 'Primera' } });
      expect(list.body.data).toHaveLength(13);
      expect(list.body.data[0].name).toBe('Fecha 1');
      expect(list.body.data[0].matches).toHaveLength(7);
      const fx = list.body.data[0].matches[0];
      const tour = await f.request('POST', '/api/tournaments', {
        token: adminToken,
        body: { name: 'PD', start_date: '2026-01-01', end_date: '2026-12-31', season_id: list.body.season.id, type: 'PD' },
      });
      const manager = managers.find((m) => m.team.id === fx.team_home.id)!;
      const body = {
        team_home_id: fx.team_home.id,
        team_away_id: fx.team_away.id,
        tournament_id: tour.body.id,
        score_home: 1,
        score_away: 1,
        stage: 1,
        fixture_id: fx.id,
      };
      const created = await Promise.all([1, 2, 3].map(() => f.request('POST', '/api/matches', { token: manager.token, body })));
      expect(created.filter((r) => r.status === 201)).toHaveLength(1);
      expect(created.filter((r) => r.status === 409)).toHaveLength(2);
      const row = (await f.db.select().from(fixtures).where(eq(fixtures.id, fx.id)))[0]!;
      expect(row.matchId).toBe(created.find((r) => r.status === 201)!.body.id);
      const mismatch = await f.request('POST', '/api/matches', {
        token: adminToken,
        body: { ...body, team_home_id: fx.team_away.id, team_away_id: fx.team_home.id },
      });
      expect(mismatch.body.message).toBe(COMPETITION_TEXTS.fixtureMismatch);
      const after = await f.request('GET', '/api/fixtures', { token: adminToken, query: { division: 'Primera' } });
      expect(after.body.data[0].matches[0]).toMatchObject({ match_id: { id: row.matchId, status: 'pending' }, score_home: 1, status: 'pending' });
      expect((await f.request('GET', '/api/fixtures', { token: adminToken, query: { division: 'Tercera' } })).status).toBe(422);
    } finally {
      await f.close();
    }
  });
  it('is refused to managers', async () => {
    expect((await t.request('POST', '/api/fixtures/generate', { token: home.token })).status).toBe(403);
  });
});

describe('demo league', () => {
  it('has a PD and an SD tournament, 13-round fixtures, standings, top scorers and some suspensions', async () => {
    const d = await createTestApp({ demo: true });
    try {
      const { token } = await createUser(d.db);
      const list = (await d.request('GET', '/api/tournaments', { token })).body.data as { id: number; type: string }[];
      const pd = list.find((x) => x.type === 'PD')!;
      expect(list.some((x) => x.type === 'SD')).toBe(true);
      const fx = await d.request('GET', '/api/fixtures', { token, query: { division: 'Segunda' } });
      expect(fx.body.data).toHaveLength(13);
      expect(fx.body.data[0].matches.some((m: { match_id: { id: number } | null }) => m.match_id !== null)).toBe(true);
      // A played match shows its score; one waiting in its round's window (to play, reported or
      // disputed) shows none, not the 0 - 0 it is stored with (league's hasResult).
      type Pairing = { match_id: { id: number } | null; status: string | null; score_home: number | null; score_away: number | null };
      const pairings = (fx.body.data as { matches: Pairing[] }[]).flatMap((r) => r.matches);
      expect(pairings.filter((m) => m.status === 'completed').every((m) => m.score_home !== null && m.score_away !== null)).toBe(true);
      const waiting = pairings.filter((m) => m.match_id !== null && m.status === 'pending');
      expect(waiting.length).toBeGreaterThan(0);
      expect(waiting.filter((m) => m.score_home !== null || m.score_away !== null)).toEqual([]);
      const table = await d.request('GET', '/api/standings', { token, query: { tournament_id: String(pd.id) } });
      expect(table.body.data).toHaveLength(14);
      expect(table.body.data[0].played).toBeGreaterThan(0);
      // Teams 10 and 11 (manager10, manager11) are left for the e2e test.
      expect(
        table.body.data
          .filter((r: { played: number }) => r.played === 0)
          .map((r: { team: { id: number } }) => r.team.id)
          .sort(),
      ).toEqual([10, 11]);
      const stats = await d.request('GET', '/api/match-statistics', { token, query: { tournament_id: String(pd.id) } });
      expect(stats.body.data.some((r: { goals: number }) => r.goals > 0)).toBe(true);
      let suspended = 0;
      for (let team = 1; team <= 14; team++) {
        const page = await d.request('GET', `/api/match-statistics/team/${team}`, { token });
        suspended += page.body.tournaments.reduce((n: number, x: { suspended: unknown[] }) => n + x.suspended.length, 0);
      }
      expect(suspended).toBeGreaterThan(0);
    } finally {
      await d.close();
    }
  });
});
