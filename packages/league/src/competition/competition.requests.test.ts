import { describe, expect, it } from 'vitest';
import { fixturesQuery, gameUpdateBody, matchStatisticsQuery, playersTeamsQuery, tournamentsQuery } from './competition.requests';

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
});
