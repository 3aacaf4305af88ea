import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_MSG } from '@superliga/league';
import { matches, seasons, tournaments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createSeason, createUser } from '../../../test/factories';

// A past season imported from the old app is a read-only archive (docs/decisions/018-legacy-import.md).
let t: TestApp;
let admin: string;
let home: Awaited<ReturnType<typeof createManager>>;
let away: Awaited<ReturnType<typeof createManager>>;
let archiveId: number;
let tournamentId: number;
let matchId: number;
let playerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  home = await createManager(t.db, 'Primera');
  away = await createManager(t.db, 'Primera');
  playerId = (await createPlayer(t.db, { teamId: home.team.id })).id;
  archiveId = (await createSeason(t.db, { name: 'Temporada 40', active: false, archived: true, legacyId: 40 })).id;
  [{ id: tournamentId }] = await t.db
    .insert(tournaments)
    .values({ name: 'Primera T40', startDate: '2015-01-01', endDate: '2015-06-01', seasonId: archiveId, type: 'PD' })
    .returning({ id: tournaments.id });
  [{ id: matchId }] = await t.db
    .insert(matches)
    .values({ tournamentId, teamHomeId: home.team.id, teamAwayId: away.team.id, stage: 1, status: 'completed', scoreHome: 1, scoreAway: 0 })
    .returning({ id: matches.id });
});
afterAll(() => t.close());

describe('archived seasons', () => {
  it('appear in the season filter, marked archived and never current', async () => {
    const list = await t.request('GET', '/api/season', { token: admin });
    expect(list.body.data.find((s: { id: number }) => s.id === archiveId)).toMatchObject({
      name: 'Temporada 40',
      archived: true,
      active: false,
      current: false,
    });
  });

  it('refuse being edited or made active (the market writes only into the current season)', async () => {
    const res = await t.request('PUT', `/api/season/${archiveId}`, {
      token: admin,
      body: { name: 'Temporada 40', start_date: '2015-01-01T00:00:00-03:00', end_date: '', active: true },
    });
    expect(res).toMatchObject({ status: 409, body: { message: LEGACY_MSG.archivedSeason } });
    expect((await t.db.select().from(seasons).where(eq(seasons.id, archiveId)))[0]).toMatchObject({ active: false, archived: true });
  });

  it('refuse new tournaments, results, statistics and prizes', async () => {
    const refused = { status: 409, body: { message: LEGACY_MSG.archivedSeason } };
    const tournament = await t.request('POST', '/api/tournaments', {
      token: admin,
      body: { name: 'Copa T40', start_date: '2015-01-01', end_date: '2015-06-01', season_id: archiveId, type: 'UCL' },
    });
    expect(tournament).toMatchObject(refused);
    const match = await t.request('POST', '/api/matches', {
      token: admin,
      body: { team_home_id: home.team.id, team_away_id: away.team.id, tournament_id: tournamentId, score_home: 2, score_away: 2, stage: 2 },
    });
    expect(match).toMatchObject(refused);
    expect(await t.request('PUT', `/api/game-update/${matchId}`, { token: admin, body: { status: 'pending' } })).toMatchObject(refused);
    const stat = {
      match_id: matchId,
      tournament_id: tournamentId,
      player_id: playerId,
      user_id: null,
      goals: 1,
      assists: 0,
      yellow_cards: 0,
      red_cards: 0,
      simple_injuries: 0,
      serious_injuries: 0,
      mvp: 0,
    };
    expect(await t.request('POST', '/api/match-statistics', { token: admin, body: { statistics: [stat] } })).toMatchObject({ status: 409 });
    const prize = await t.request('POST', '/api/prizes', {
      token: admin,
      body: { prizes: [{ tournament_id: tournamentId, team_id: home.team.id, amount: 1000, position: 1 }] },
    });
    expect(prize).toMatchObject(refused);
    expect(await t.db.select().from(tournaments).where(eq(tournaments.seasonId, archiveId))).toHaveLength(1);
    expect(await t.db.select().from(matches).where(eq(matches.tournamentId, tournamentId))).toMatchObject([{ id: matchId, status: 'completed' }]);
  });
});
