import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_PRIZES_PER_BATCH, TOURNAMENT_TYPES } from '../constants';
import { MSG } from '../messages';
import { COMPETITION_MSG, MAX_STATISTICS_PER_MATCH, createMatchBody, createTournamentBody, matchStatisticsBody, prizesBody } from './competition.schema';

/** The messages a body gets, per dotted path. */
function issues(schema: z.ZodType, body: unknown): Record<string, string[]> {
  const r = schema.safeParse(body);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
}

describe('createTournamentBody', () => {
  const ok = { name: 'Superliga Primera', start_date: '2025-03-01', end_date: '2025-06-30', season_id: 57, type: 'PD' };

  it('accepts a good tournament and trims the name', () => {
    expect(createTournamentBody.parse({ ...ok, name: '  Copa  ', season_id: '57' })).toEqual({ ...ok, name: 'Copa' });
  });
  it.each(TOURNAMENT_TYPES)('accepts type %s', (type) => {
    expect(createTournamentBody.safeParse({ ...ok, type }).success).toBe(true);
  });
  it('accepts the same start and end day', () => {
    expect(createTournamentBody.safeParse({ ...ok, end_date: ok.start_date }).success).toBe(true);
  });
  it.each<[string, object, string, string]>([
    ['no name', { name: undefined }, 'name', MSG.nameRequired],
    ['blank name', { name: '   ' }, 'name', MSG.nameRequired],
    ['101 chars', { name: 'x'.repeat(101) }, 'name', COMPETITION_MSG.tournamentNameTooLong],
    ['no start', { start_date: undefined }, 'start_date', COMPETITION_MSG.startDateRequired],
    ['empty start', { start_date: '' }, 'start_date', COMPETITION_MSG.startDateRequired],
    ['no end', { end_date: null }, 'end_date', COMPETITION_MSG.endDateRequired],
    ['day-first date', { start_date: '01-03-2025' }, 'start_date', COMPETITION_MSG.dateInvalid],
    ['impossible day', { end_date: '2025-02-30' }, 'end_date', COMPETITION_MSG.dateInvalid],
    ['date with time', { start_date: '2025-03-01T10:00:00' }, 'start_date', COMPETITION_MSG.dateInvalid],
    ['end before start', { end_date: '2025-02-28' }, 'end_date', COMPETITION_MSG.endBeforeStart],
    ['no season', { season_id: undefined }, 'season_id', COMPETITION_MSG.seasonRequired],
    ['empty season', { season_id: '' }, 'season_id', COMPETITION_MSG.seasonRequired],
    ['season not a number', { season_id: 'x' }, 'season_id', COMPETITION_MSG.seasonRequired],
    ['no type', { type: undefined }, 'type', COMPETITION_MSG.typeInvalid],
    ['unknown type', { type: 'MLS' }, 'type', COMPETITION_MSG.typeInvalid],
  ])('%s', (_label, patch, path, message) => {
    expect(issues(createTournamentBody, { ...ok, ...patch })[path]).toEqual([message]);
  });
  it('a bad date is not also reported as before the start', () => {
    expect(issues(createTournamentBody, { ...ok, start_date: '2025-13-01', end_date: '2025-01-01' })).toEqual({
      start_date: [COMPETITION_MSG.dateInvalid],
    });
  });
});

describe('createMatchBody', () => {
  const ok = { team_home_id: 1, team_away_id: 2, tournament_id: 3, score_home: 0, score_away: 4, stage: 1 };

  it('accepts numbers', () => {
    expect(createMatchBody.parse(ok)).toEqual(ok);
  });
  it('accepts numeric strings from the form and an optional fixture', () => {
    expect(
      createMatchBody.parse({ team_home_id: '1', team_away_id: '2', tournament_id: '3', score_home: '0', score_away: '4', stage: '1', fixture_id: '8' }),
    ).toEqual({
      ...ok,
      fixture_id: 8,
    });
  });
  it.each(['', null, undefined])('fixture_id %o is left out', (fixture_id) => {
    expect(createMatchBody.parse({ ...ok, fixture_id })).toEqual(ok);
  });
  it.each([
    ['team_home_id', MSG.matchNeedsTeams],
    ['team_away_id', MSG.matchNeedsTeams],
    ['tournament_id', MSG.matchNeedsTournament],
    ['score_home', MSG.matchNeedsGoals],
    ['score_away', MSG.matchNeedsGoals],
    ['stage', MSG.matchNeedsRound],
  ])('%s missing, empty, null or not a number -> %s', (field, message) => {
    for (const value of [undefined, '', '  ', null, 'abc', '1e3', true, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(issues(createMatchBody, { ...ok, [field]: value })[field], `${field}=${String(value)}`).toEqual([message]);
    }
  });
  it.each<[string, unknown, string]>([
    ['score_home', -1, MSG.matchNeedsGoals],
    ['score_home', 100, MSG.matchNeedsGoals],
    ['score_away', 1.5, MSG.matchNeedsGoals],
    ['score_away', '2.5', MSG.matchNeedsGoals],
    ['stage', 0, MSG.matchNeedsRound],
    ['stage', 100, MSG.matchNeedsRound],
    ['stage', '-1', MSG.matchNeedsRound],
    ['team_home_id', 0, MSG.matchNeedsTeams],
    ['team_away_id', 2_147_483_648, MSG.matchNeedsTeams],
    ['tournament_id', -3, MSG.matchNeedsTournament],
    ['fixture_id', 'x', MSG.integerRequired],
    ['fixture_id', 0, MSG.integerRequired],
  ])('%s = %o -> %s', (field, value, message) => {
    expect(issues(createMatchBody, { ...ok, [field]: value })[field]).toEqual([message]);
  });
  it.each<[string, number, number]>([
    ['score 0', 0, 0],
    ['score 99', 99, 99],
  ])('accepts %s', (_label, score_home, score_away) => {
    expect(createMatchBody.safeParse({ ...ok, score_home, score_away }).success).toBe(true);
  });
  it.each([1, 99])('accepts stage %i', (stage) => {
    expect(createMatchBody.safeParse({ ...ok, stage }).success).toBe(true);
  });
  it('refuses the same team twice', () => {
    expect(issues(createMatchBody, { ...ok, team_away_id: '1' })).toEqual({ team_away_id: [COMPETITION_MSG.sameTeams] });
  });
  it('an empty form gets every required message', () => {
    expect(issues(createMatchBody, {})).toEqual({
      team_home_id: [MSG.matchNeedsTeams],
      team_away_id: [MSG.matchNeedsTeams],
      tournament_id: [MSG.matchNeedsTournament],
      score_home: [MSG.matchNeedsGoals],
      score_away: [MSG.matchNeedsGoals],
      stage: [MSG.matchNeedsRound],
    });
  });
});

describe('matchStatisticsBody', () => {
  const stat = (player_id: number, patch: object = {}) => ({
    player_id,
    tournament_id: 3,
    user_id: 5,
    match_id: 10,
    goals: 0,
    assists: 0,
    yellow_cards: 0,
    red_cards: 0,
    simple_injuries: 0,
    serious_injuries: 0,
    mvp: 0,
    ...patch,
  });

  it('accepts a save, defaulting direct_red to 0', () => {
    expect(matchStatisticsBody.parse({ statistics: [stat(1, { goals: '2', mvp: 1 })] })).toEqual({
      statistics: [{ ...stat(1), goals: 2, mvp: 1, direct_red: 0 }],
    });
  });
  it.each([null, undefined, ''])('user_id %o is allowed', (user_id) => {
    expect(matchStatisticsBody.safeParse({ statistics: [stat(1, { user_id })] }).success).toBe(true);
  });
  it('takes checkbox values true/false as 1/0 for counts and flags', () => {
    const [row] = matchStatisticsBody.parse({
      statistics: [stat(1, { mvp: true, simple_injuries: 'true', serious_injuries: false, red_cards: 'false', direct_red: true })],
    }).statistics;
    expect(row).toMatchObject({ mvp: 1, simple_injuries: 1, serious_injuries: 0, red_cards: 0, direct_red: 1 });
  });
  it('does not take true as an id', () => {
    expect(matchStatisticsBody.safeParse({ statistics: [stat(1, { match_id: true })] }).success).toBe(false);
  });
  it('keeps a null user_id as null', () => {
    expect(matchStatisticsBody.parse({ statistics: [stat(1, { user_id: null })] }).statistics[0].user_id).toBeNull();
  });
  it.each([0, 1, '1', null, ''])('direct_red %o is allowed', (direct_red) => {
    expect(matchStatisticsBody.safeParse({ statistics: [stat(1, { direct_red })] }).success).toBe(true);
  });
  it.each<[string, number, number, string]>([
    ['goals', 0, 20, 'Goles'],
    ['assists', 0, 20, 'Asistencias'],
    ['yellow_cards', 0, 2, 'Amarillas'],
    ['red_cards', 0, 1, 'Rojas'],
    ['simple_injuries', 0, 1, 'Lesión'],
    ['serious_injuries', 0, 1, 'Lesión grave'],
    ['mvp', 0, 1, 'MVP'],
  ])('%s: %i..%i', (field, min, max, label) => {
    const at = (v: unknown) => issues(matchStatisticsBody, { statistics: [stat(1, { [field]: v })] })[`statistics.0.${field}`];
    expect(at(min)).toBeUndefined();
    expect(at(max)).toBeUndefined();
    expect(at(max + 1)).toEqual([COMPETITION_MSG.statisticRange(label, min, max)]);
    expect(at(min - 1)).toEqual([COMPETITION_MSG.statisticRange(label, min, max)]);
    expect(at(0.5)).toEqual([COMPETITION_MSG.statisticRange(label, min, max)]);
    expect(at(undefined)).toEqual([COMPETITION_MSG.statisticRequired(label)]);
    expect(at('')).toEqual([COMPETITION_MSG.statisticRequired(label)]);
  });
  it.each<[string, unknown, string]>([
    ['direct_red', 2, COMPETITION_MSG.statisticRange('Roja directa', 0, 1)],
    ['direct_red', 'x', COMPETITION_MSG.statisticRange('Roja directa', 0, 1)],
    ['user_id', 'x', MSG.integerRequired],
    ['user_id', 0, MSG.integerRequired],
    ['player_id', undefined, COMPETITION_MSG.statisticRequired('Jugador')],
    ['tournament_id', '', COMPETITION_MSG.statisticRequired('Torneo')],
    ['match_id', null, COMPETITION_MSG.statisticRequired('Partido')],
  ])('%s = %o -> %s', (field, value, message) => {
    expect(issues(matchStatisticsBody, { statistics: [stat(1, { [field]: value })] })[`statistics.0.${field}`]).toEqual([message]);
  });
  it.each<[string, unknown, string]>([
    ['missing list', {}, COMPETITION_MSG.noStatistics],
    ['not a list', { statistics: 'x' }, COMPETITION_MSG.noStatistics],
    ['empty list', { statistics: [] }, COMPETITION_MSG.noStatistics],
    [
      `more than ${MAX_STATISTICS_PER_MATCH}`,
      { statistics: Array.from({ length: MAX_STATISTICS_PER_MATCH + 1 }, (_, i) => stat(i + 1)) },
      COMPETITION_MSG.tooManyStatistics,
    ],
    ['two matches in one save', { statistics: [stat(1), stat(2, { match_id: 11 })] }, COMPETITION_MSG.statisticsMixedMatches],
    ['two tournaments in one save', { statistics: [stat(1), stat(2, { tournament_id: 4 })] }, COMPETITION_MSG.statisticsMixedMatches],
    ['a player twice', { statistics: [stat(1), stat(1, { goals: 1 })] }, COMPETITION_MSG.statisticsRepeatedPlayer],
  ])('%s', (_label, body, message) => {
    expect(issues(matchStatisticsBody, body).statistics).toEqual([message]);
  });
  it(`accepts ${MAX_STATISTICS_PER_MATCH} rows`, () => {
    expect(matchStatisticsBody.safeParse({ statistics: Array.from({ length: MAX_STATISTICS_PER_MATCH }, (_, i) => stat(i + 1)) }).success).toBe(true);
  });
});

describe('prizesBody', () => {
  const prize = (position: number, patch: object = {}) => ({ tournament_id: 3, team_id: 7, amount: 150_000_000, position, ...patch });

  it('accepts a batch with and without description', () => {
    expect(prizesBody.parse({ prizes: [prize(1, { description: ' Campeón ' }), prize(2, { amount: '120000000', description: null })] })).toEqual({
      prizes: [prize(1, { description: 'Campeón' }), prize(2, { amount: 120_000_000 })],
    });
  });
  it(`accepts ${MAX_PRIZES_PER_BATCH} prizes`, () => {
    expect(prizesBody.safeParse({ prizes: Array.from({ length: MAX_PRIZES_PER_BATCH }, (_, i) => prize(i + 1)) }).success).toBe(true);
  });
  it.each<[string, unknown]>([
    ['no list', {}],
    ['null list', { prizes: null }],
    ['empty list', { prizes: [] }],
  ])('%s -> no prizes', (_label, body) => {
    expect(issues(prizesBody, body)).toEqual({ prizes: [MSG.noPrizes] });
  });
  it(`more than ${MAX_PRIZES_PER_BATCH} passes the schema: the season's prizes_per_batch is the server's; over 100 -> too many`, () => {
    expect(issues(prizesBody, { prizes: Array.from({ length: MAX_PRIZES_PER_BATCH + 1 }, (_, i) => prize(i + 1)) })).toEqual({});
    expect(issues(prizesBody, { prizes: Array.from({ length: 101 }, (_, i) => prize(i + 1)) })).toEqual({ prizes: [MSG.tooManyPrizes] });
  });
  it.each(['tournament_id', 'team_id', 'amount', 'position'])('%s missing, empty or null -> complete all fields', (field) => {
    for (const value of [undefined, '', null, 'abc']) {
      expect(issues(prizesBody, { prizes: [prize(1, { [field]: value })] })[`prizes.0.${field}`], `${field}=${String(value)}`).toEqual([
        MSG.prizeFieldsRequired,
      ]);
    }
  });
  it.each<[string, unknown, string]>([
    ['tournament_id', 0, MSG.prizeFieldsRequired],
    ['team_id', 0, MSG.prizeFieldsRequired],
    ['amount', 0, COMPETITION_MSG.prizeAmountInvalid],
    ['amount', -5, COMPETITION_MSG.prizeAmountInvalid],
    ['amount', 10.5, COMPETITION_MSG.prizeAmountInvalid],
    ['position', 0, COMPETITION_MSG.prizePositionInvalid],
    ['position', 1.5, COMPETITION_MSG.prizePositionInvalid],
    ['description', 'x'.repeat(201), COMPETITION_MSG.prizeDescriptionTooLong],
  ])('%s = %o -> %s', (field, value, message) => {
    expect(issues(prizesBody, { prizes: [prize(1, { [field]: value })] })[`prizes.0.${field}`]).toEqual([message]);
  });
  it('accepts a 200-character description', () => {
    expect(prizesBody.safeParse({ prizes: [prize(1, { description: 'x'.repeat(200) })] }).success).toBe(true);
  });
  it('refuses the same tournament, team and position twice', () => {
    expect(issues(prizesBody, { prizes: [prize(1), prize(1, { amount: 5 })] })).toEqual({ prizes: [COMPETITION_MSG.prizesRepeated] });
  });
  it('the same team may get two positions, and two teams the same position in different tournaments', () => {
    expect(prizesBody.safeParse({ prizes: [prize(1), prize(2), prize(1, { tournament_id: 4 })] }).success).toBe(true);
  });
});
