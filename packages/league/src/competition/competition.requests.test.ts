import { describe, expect, it } from 'vitest';
import { fixturesQuery, gameUpdateBody, matchesQuery, matchStatisticsQuery, playersTeamsQuery, tournamentsQuery } from './competition.requests';

describe('competition query schemas', () => {
  it.each<[string, unknown, number[] | null]>([
    ['two teams', { id_team: '3,9' }, [3, 9]],
    ['one team', { id_team: '3' }, [3]],
    ['letters', { id_team: 'a,b' }, null],
    ['three teams', { id_team: '1,2,3' }, null],
    ['empty', { id_team: '' }, null],
    ['missing', {}, null],
  ])('players-teams id_team: %s', (_label, input, expected) => {
    const r = playersTeamsQuery.safeParse(input);
    expect(r.success ? r.data.id_team : null).toEqual(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['match_id', { match_id: '4' }, true],
    ['tournament_id', { tournament_id: '4' }, true],
    ['neither', {}, false],
    ['zero', { match_id: '0' }, false],
    ['beyond int4', { tournament_id: '2147483648' }, false],
  ])('match-statistics query: %s', (_label, input, ok) => {
    expect(matchStatisticsQuery.safeParse(input).success).toBe(ok);
  });

  it('accepts only the two divisions, season as a positive integer and status pending', () => {
    expect(fixturesQuery.safeParse({ division: 'Primera' }).success).toBe(true);
    expect(fixturesQuery.safeParse({ division: 'Tercera' }).success).toBe(false);
    expect(tournamentsQuery.safeParse({ season: '57' }).success).toBe(true);
    expect(tournamentsQuery.safeParse({ season: '-1' }).success).toBe(false);
    expect(gameUpdateBody.safeParse({ status: 'pending' }).success).toBe(true);
    expect(gameUpdateBody.safeParse({ status: 'completed' }).success).toBe(false);
  });

  it.each<[string, unknown, unknown]>([
    ['empty season', { season: '' }, { season: undefined, season_id: undefined }],
    ['blank season_id', { season_id: ' ' }, { season: undefined, season_id: undefined }],
    ['season given', { season: '57', season_id: '' }, { season: 57, season_id: undefined }],
  ])('tournaments query, an empty parameter means not given: %s', (_label, input, expected) => {
    expect(tournamentsQuery.parse(input)).toEqual(expected);
  });

  it('an empty tournament_id lists every match; an empty match_id alone still needs a filter', () => {
    expect(matchesQuery.parse({ tournament_id: '' })).toEqual({ tournament_id: undefined });
    expect(matchesQuery.parse({ season_id: '3' })).toEqual({ season_id: 3 });
    expect(matchesQuery.safeParse({ season_id: 'x' }).success).toBe(false);
    expect(matchStatisticsQuery.safeParse({ match_id: '', tournament_id: '4' }).success).toBe(true);
    expect(matchStatisticsQuery.safeParse({ match_id: '' }).success).toBe(false);
  });
});
