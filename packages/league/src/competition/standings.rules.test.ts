import { describe, expect, it } from 'vitest';
import { computeStandings, type StandingMatch } from './standings.rules';

const teams = [
  { id: 1, name: 'Boca' },
  { id: 2, name: 'River' },
  { id: 3, name: 'Ávila' },
  { id: 4, name: 'Zaragoza' },
];
const m = (home: number, away: number, sh: number, sa: number, status: StandingMatch['status'] = 'completed'): StandingMatch => ({
  team_home: home,
  team_away: away,
  score_home: sh,
  score_away: sa,
  status,
});
const summary = (matches: StandingMatch[], list = teams) =>
  computeStandings(list, matches).map((s) => [
    s.position,
    s.team.name,
    s.played,
    s.won,
    s.drawn,
    s.lost,
    s.goals_for,
    s.goals_against,
    s.goal_difference,
    s.points,
  ]);

describe('computeStandings', () => {
  it('lists every team with zeros when nothing was played, by name (es)', () => {
    expect(summary([])).toEqual([
      [1, 'Ávila', 0, 0, 0, 0, 0, 0, 0, 0],
      [2, 'Boca', 0, 0, 0, 0, 0, 0, 0, 0],
      [3, 'River', 0, 0, 0, 0, 0, 0, 0, 0],
      [4, 'Zaragoza', 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('counts a win 3, a draw 1, a loss 0 for both sides', () => {
    expect(summary([m(1, 2, 2, 1), m(3, 4, 0, 0)])).toEqual([
      [1, 'Boca', 1, 1, 0, 0, 2, 1, 1, 3],
      [2, 'Ávila', 1, 0, 1, 0, 0, 0, 0, 1],
      [3, 'Zaragoza', 1, 0, 1, 0, 0, 0, 0, 1],
      [4, 'River', 1, 0, 0, 1, 1, 2, -1, 0],
    ]);
  });

  it('ignores pending matches', () => {
    expect(summary([m(1, 2, 5, 0, 'pending')]).every((r) => r[2] === 0)).toBe(true);
  });

  it.each([
    ['unknown home team', m(99, 1, 3, 0)],
    ['unknown away team', m(1, 99, 0, 3)],
    ['a team against itself', m(1, 1, 2, 2)],
  ])('ignores %s', (_label, match) => {
    expect(summary([match]).every((r) => r[2] === 0)).toBe(true);
  });

  it.each([
    ['points', [m(1, 2, 1, 0), m(3, 4, 0, 0)], ['Boca', 'Ávila', 'Zaragoza', 'River']],
    ['goal difference', [m(1, 2, 3, 0), m(3, 4, 1, 0)], ['Boca', 'Ávila', 'Zaragoza', 'River']],
    ['goals for (same points and difference)', [m(1, 2, 3, 2), m(3, 4, 1, 0)], ['Boca', 'Ávila', 'River', 'Zaragoza']],
    ['goals for, the other way round', [m(2, 1, 3, 2), m(4, 3, 1, 0)], ['River', 'Zaragoza', 'Boca', 'Ávila']],
    ['name, accents sorted as in Spanish', [m(1, 2, 1, 1), m(3, 4, 1, 1)], ['Ávila', 'Boca', 'River', 'Zaragoza']],
  ] as [string, StandingMatch[], string[]][])('breaks ties by %s', (_label, matches, order) => {
    expect(computeStandings(teams, matches).map((s) => s.team.name)).toEqual(order);
  });

  it('adds up several matches', () => {
    const [boca] = computeStandings(teams, [m(1, 2, 2, 0), m(3, 1, 1, 1), m(1, 4, 0, 1), m(2, 1, 0, 4)]).filter((s) => s.team.id === 1);
    expect(boca).toMatchObject({ played: 4, won: 2, drawn: 1, lost: 1, goals_for: 7, goals_against: 2, goal_difference: 5, points: 7 });
  });

  it('keeps one row per team id even if repeated', () => {
    expect(computeStandings([...teams, { id: 1, name: 'Otro' }], [])).toHaveLength(4);
  });

  it('gives distinct positions 1..n', () => {
    expect(computeStandings(teams, []).map((s) => s.position)).toEqual([1, 2, 3, 4]);
  });

  it('does not depend on input order', () => {
    const matches = [m(1, 2, 1, 1), m(3, 4, 2, 2)];
    expect(computeStandings([...teams].reverse(), [...matches].reverse())).toEqual(computeStandings(teams, matches));
  });
});
