import { BETS_MSG, DEFAULT_SEASON_ID } from '@superliga/league';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createSeason, createTeam, createUser } from '../../../test/factories';
import { fixtures, matches, predictions, tournaments } from '../../db/schema';

let t: TestApp;
let ana: Awaited<ReturnType<typeof createManager>>;
let beto: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createManager(t.db, 'Primera', { name: 'Ana' });
  beto = await createUser(t.db, { name: 'Beto' });
});
afterAll(() => t.close());

const put = (token: string, path: string, body: unknown) => t.request('PUT', `/api/prode/${path}`, { token, body });

describe('prode without fixtures: pending league matches', () => {
  it('lists pending PD/SD matches of the season, saves predictions and locks completed ones', async () => {
    const [pd] = await t.db
      .insert(tournaments)
      .values({ name: 'Primera 57', startDate: '2026-01-01', endDate: '2026-12-31', seasonId: DEFAULT_SEASON_ID, type: 'PD' })
      .returning();
    const [ucl] = await t.db
      .insert(tournaments)
      .values({ name: 'Copa', startDate: '2026-01-01', endDate: '2026-12-31', seasonId: DEFAULT_SEASON_ID, type: 'UCL' })
      .returning();
    const [a, b] = [await createTeam(t.db), await createTeam(t.db)];
    const [m] = await t.db.insert(matches).values({ teamHomeId: a.id, teamAwayId: b.id, tournamentId: pd!.id, stage: 1 }).returning();
    await t.db.insert(matches).values({ teamHomeId: b.id, teamAwayId: a.id, tournamentId: ucl!.id, stage: 1 });
    const prode = await t.request('GET', '/api/prode', { token: ana.token });
    expect(prode.status).toBe(200);
    expect(prode.body.data).toMatchObject({ season: { id: DEFAULT_SEASON_ID, name: expect.any(String) }, source: 'matches' });
    expect(prode.body.data.matches).toEqual([
      {
        id: m!.id,
        kind: 'match',
        division: 'Primera',
        round: 1,
        team_home: { id: a.id, name: a.name },
        team_away: { id: b.id, name: b.name },
        locked: false,
        result: null,
        prediction: null,
        points: null,
      },
    ]);
    const saved = await put(ana.token, `partido/${m!.id}`, { score_home: 2, score_away: 1 });
    expect(saved.body).toEqual({ message: BETS_MSG.predictionSaved });
    expect((await put(ana.token, `partido/${m!.id}`, { score_home: '3', score_away: 0 })).status).toBe(200);
    const rows = await t.db.select().from(predictions).where(eq(predictions.userId, ana.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scoreHome: 3, scoreAway: 0, matchId: m!.id });
    expect((await t.request('GET', '/api/prode', { token: ana.token })).body.data.matches[0].prediction).toEqual({ score_home: 3, score_away: 0 });
    await put(beto.token, `partido/${m!.id}`, { score_home: 1, score_away: 1 });

    await t.db.update(matches).set({ status: 'completed', scoreHome: 3, scoreAway: 0 }).where(eq(matches.id, m!.id));
    const late = await put(beto.token, `partido/${m!.id}`, { score_home: 3, score_away: 0 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(BETS_MSG.predictionLocked);
    const ranking = await t.request('GET', '/api/prode/ranking', { token: beto.token });
    expect(ranking.body.data.map((r: { user: { name: string }; points: number; position: number }) => [r.user.name, r.points, r.position])).toEqual([
      ['Ana', 3, 1],
      ['Beto', 0, 2],
    ]);
    // The documents' client sends an unset filter as `?season=`: the current season (decision 017).
    const blank = await t.request('GET', '/api/prode/ranking', { token: beto.token, query: { season: '' } });
    expect(blank.status).toBe(200);
    expect(blank.body).toEqual(ranking.body);
  });

  it('refuses bad scores and unknown ids', async () => {
    const bad = await put(ana.token, 'partido/1', { score_home: -1, score_away: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.score_home).toEqual([BETS_MSG.scoreInvalid]);
    expect((await put(ana.token, 'partido/999999', { score_home: 1, score_away: 1 })).status).toBe(404);
    expect((await put(ana.token, '999999', { score_home: 1, score_away: 1 })).status).toBe(404);
    expect((await t.request('GET', '/api/prode')).status).toBe(401);
  });
});

describe('prode with fixtures', () => {
  it('shows the first round with a match not completed per division and locks loaded fixtures', async () => {
    const season = await createSeason(t.db, { name: 'Temporada prode', startDate: new Date(t.clock.now().getTime() + 60_000) }); // newer than season 57: the current one
    const teams = await Promise.all(Array.from({ length: 4 }, () => createTeam(t.db)));
    const [pd] = await t.db
      .insert(tournaments)
      .values({ name: 'Primera', startDate: '2026-01-01', endDate: '2026-12-31', seasonId: season.id, type: 'PD' })
      .returning();
    const [f1, f2, f3] = await t.db
      .insert(fixtures)
      .values([
        { seasonId: season.id, division: 'Primera', round: 1, teamHomeId: teams[0]!.id, teamAwayId: teams[1]!.id },
        { seasonId: season.id, division: 'Primera', round: 2, teamHomeId: teams[0]!.id, teamAwayId: teams[2]!.id },
        { seasonId: season.id, division: 'Primera', round: 2, teamHomeId: teams[1]!.id, teamAwayId: teams[3]!.id },
      ])
      .returning();
    const [done] = await t.db
      .insert(matches)
      .values({
        teamHomeId: teams[0]!.id,
        teamAwayId: teams[1]!.id,
        tournamentId: pd!.id,
        stage: 1,
        status: 'completed',
        scoreHome: 1,
        scoreAway: 1,
        fixtureId: f1!.id,
      })
      .returning();
    await t.db.update(fixtures).set({ matchId: done!.id }).where(eq(fixtures.id, f1!.id));

    expect((await put(ana.token, String(f2!.id), { score_home: 0, score_away: 0 })).status).toBe(200);
    const prode = await t.request('GET', '/api/prode', { token: ana.token });
    expect(prode.body.data.source).toBe('fixtures');
    expect(prode.body.data.season).toEqual({ id: season.id, name: season.name });
    expect(prode.body.data.matches.map((m: { id: number; round: number; locked: boolean }) => [m.id, m.round, m.locked])).toEqual([
      [f2!.id, 2, false],
      [f3!.id, 2, false],
    ]);
    expect(prode.body.data.matches[0].prediction).toEqual({ score_home: 0, score_away: 0 });

    // Round 1 is loaded: a prediction on it is refused; loading a match of round 2 locks it too.
    expect((await put(ana.token, String(f1!.id), { score_home: 1, score_away: 1 })).status).toBe(409);
    const [loaded] = await t.db
      .insert(matches)
      .values({ teamHomeId: teams[0]!.id, teamAwayId: teams[2]!.id, tournamentId: pd!.id, stage: 2, status: 'pending', fixtureId: f2!.id })
      .returning();
    await t.db.update(fixtures).set({ matchId: loaded!.id }).where(eq(fixtures.id, f2!.id));
    const locked = await put(ana.token, String(f2!.id), { score_home: 2, score_away: 0 });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(BETS_MSG.predictionLocked);
    const [kept] = await t.db
      .select()
      .from(predictions)
      .where(and(eq(predictions.userId, ana.user.id), eq(predictions.fixtureId, f2!.id)));
    expect(kept).toMatchObject({ scoreHome: 0, scoreAway: 0 });
    const after = await t.request('GET', '/api/prode', { token: ana.token });
    expect(after.body.data.matches.find((m: { id: number }) => m.id === f2!.id).locked).toBe(true);

    // Completed with 1-0: Ana's 0-0 gets nothing; a ranking of that season by query.
    await t.db.update(matches).set({ status: 'completed', scoreHome: 1, scoreAway: 0 }).where(eq(matches.id, loaded!.id));
    const ranking = await t.request('GET', '/api/prode/ranking', { token: ana.token, query: { season: String(season.id) } });
    expect(ranking.body.data).toEqual([{ user: { id: ana.user.id, name: 'Ana' }, points: 0, exact: 0, outcome: 0, played: 1, position: 1 }]);
  });
});

describe('a match marked not played', () => {
  it('does not hold the prode on its round: the next round with a match to play is shown', async () => {
    // Newer than every season above: the current one.
    const season = await createSeason(t.db, { name: 'Temporada no jugado', startDate: new Date(t.clock.now().getTime() + 120_000) });
    const teams = await Promise.all(Array.from({ length: 4 }, () => createTeam(t.db)));
    const [pd] = await t.db
      .insert(tournaments)
      .values({ name: 'Primera NJ', startDate: '2026-01-01', endDate: '2026-12-31', seasonId: season.id, type: 'PD' })
      .returning();
    const [f1, f2, f3] = await t.db
      .insert(fixtures)
      .values([
        { seasonId: season.id, division: 'Primera', round: 1, teamHomeId: teams[0]!.id, teamAwayId: teams[1]!.id },
        { seasonId: season.id, division: 'Primera', round: 1, teamHomeId: teams[2]!.id, teamAwayId: teams[3]!.id },
        { seasonId: season.id, division: 'Primera', round: 2, teamHomeId: teams[0]!.id, teamAwayId: teams[2]!.id },
      ])
      .returning();
    const link = async (fixtureId: number, values: Partial<typeof matches.$inferInsert>) => {
      const f = [f1, f2, f3].find((x) => x!.id === fixtureId)!;
      const [m] = await t.db
        .insert(matches)
        .values({ teamHomeId: f.teamHomeId, teamAwayId: f.teamAwayId, tournamentId: pd!.id, stage: f.round, fixtureId, ...values })
        .returning();
      await t.db.update(fixtures).set({ matchId: m!.id }).where(eq(fixtures.id, fixtureId));
      return m!.id;
    };
    await link(f1!.id, { status: 'completed', resultState: 'confirmed', scoreHome: 2, scoreAway: 0 });
    await link(f2!.id, { status: 'pending', resultState: 'unplayed' });

    const prode = await t.request('GET', '/api/prode', { token: ana.token });
    expect(prode.status).toBe(200);
    expect(prode.body.data.matches.map((m: { id: number; round: number }) => [m.id, m.round])).toEqual([[f3!.id, 2]]);
  });

  it("is not listed among the organisers' pending matches (a season without fixtures)", async () => {
    const season = await createSeason(t.db, { name: 'Temporada sin fixture', startDate: new Date(t.clock.now().getTime() + 180_000) });
    const [pd] = await t.db
      .insert(tournaments)
      .values({ name: 'Primera SF', startDate: '2026-01-01', endDate: '2026-12-31', seasonId: season.id, type: 'PD' })
      .returning();
    const [a, b] = [await createTeam(t.db), await createTeam(t.db)];
    const [open, unplayed] = await t.db
      .insert(matches)
      .values([
        { teamHomeId: a.id, teamAwayId: b.id, tournamentId: pd!.id, stage: 1 },
        { teamHomeId: b.id, teamAwayId: a.id, tournamentId: pd!.id, stage: 1, resultState: 'unplayed' },
      ])
      .returning();
    const prode = (await t.request('GET', '/api/prode', { token: ana.token })).body.data;
    expect(prode.source).toBe('matches');
    expect(prode.matches.map((m: { id: number }) => m.id)).toEqual([open!.id]);
    expect(unplayed!.resultState).toBe('unplayed');
  });
});
