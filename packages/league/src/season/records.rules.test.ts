import { describe, expect, it } from 'vitest';
import { biggestWin, longestUnbeatenRun, mostExpensiveSigning, mostGoalsInSeason, type RecordMatch, type Signing } from './records.rules';

const A = { id: 1, name: 'Alfa' };
const B = { id: 2, name: 'Beta' };
const C = { id: 3, name: 'Gama' };
const S1 = { id: 56, name: 'Temporada 56' };
const S2 = { id: 57, name: 'Temporada 57' };
let n = 0;
const m = (home: typeof A, away: typeof A, sh: number, sa: number, at: string, season = S1): RecordMatch => ({
  id: ++n,
  at,
  team_home: home,
  team_away: away,
  score_home: sh,
  score_away: sa,
  season,
});

describe('mostGoalsInSeason', () => {
  const p1 = { id: 10, name: 'Goleador' };
  const p2 = { id: 11, name: 'Otro' };
  it.each([
    [
      'sums a player’s goals of one season across tournaments',
      [
        { player: p1, season: S1, goals: 3 },
        { player: p1, season: S1, goals: 4 },
        { player: p2, season: S1, goals: 6 },
      ],
      { player: p1, season: S1, goals: 7 },
    ],
    [
      'does not add seasons together',
      [
        { player: p1, season: S1, goals: 4 },
        { player: p1, season: S2, goals: 4 },
        { player: p2, season: S2, goals: 5 },
      ],
      { player: p2, season: S2, goals: 5 },
    ],
    [
      'a tie goes to the earliest season',
      [
        { player: p2, season: S2, goals: 5 },
        { player: p1, season: S1, goals: 5 },
      ],
      { player: p1, season: S1, goals: 5 },
    ],
    ['no goals, no record', [{ player: p1, season: S1, goals: 0 }], null],
  ])('%s', (_, stats, expected) => {
    expect(mostGoalsInSeason(stats)).toEqual(expected);
  });
});

describe('biggestWin', () => {
  it('takes the widest margin, the winner first in the score', () => {
    const win = biggestWin([m(A, B, 2, 0, '2026-01-01'), m(C, A, 0, 5, '2026-01-02'), m(B, C, 3, 3, '2026-01-03')]);
    expect(win).toMatchObject({ winner: A, loser: C, score: '5-0', margin: 5 });
  });
  it('on equal margins, more goals; then the earliest', () => {
    expect(biggestWin([m(A, B, 3, 0, '2026-01-01'), m(B, C, 5, 2, '2026-01-02')])).toMatchObject({ winner: B, score: '5-2' });
    expect(biggestWin([m(A, B, 0, 3, '2026-02-01'), m(C, A, 3, 0, '2026-01-01')])).toMatchObject({ winner: C, at: '2026-01-01' });
  });
  it('draws only: no record', () => {
    expect(biggestWin([m(A, B, 1, 1, '2026-01-01')])).toBeNull();
  });
});

describe('mostExpensiveSigning', () => {
  const s = (id: number, amount: number, at: string): Signing => ({ id, at, amount, kind: 'clause', player: { id, name: `J${id}` }, team: A, season: S1 });
  it.each([
    [[s(1, 50, '2026-01-01'), s(2, 80, '2026-01-02'), s(3, 70, '2026-01-03')], 2],
    [[s(1, 80, '2026-01-05'), s(2, 80, '2026-01-02')], 2],
    [[], null],
    [[s(1, 0, '2026-01-01')], null],
  ])('%j -> %s', (list, id) => {
    expect(mostExpensiveSigning(list)?.id ?? null).toBe(id);
  });
});

describe('longestUnbeatenRun', () => {
  it('counts wins and draws in date order across seasons; a defeat ends the run', () => {
    const matches = [
      m(A, B, 1, 0, '2026-01-01'),
      m(A, C, 1, 1, '2026-01-08'),
      m(B, A, 0, 2, '2026-01-15', S2),
      // Out of order on purpose: sorted by date, this defeat is A's fourth match.
      m(A, B, 0, 1, '2026-01-29', S2),
      m(C, A, 0, 0, '2026-01-22', S2),
      m(A, C, 2, 0, '2026-02-05', S2),
    ];
    expect(longestUnbeatenRun(matches)).toEqual({ team: A, length: 4, from: '2026-01-01', to: '2026-01-22' });
  });
  it('a run still going counts; no matches, no record', () => {
    expect(longestUnbeatenRun([m(B, C, 1, 0, '2026-01-01'), m(C, B, 1, 1, '2026-01-02')])).toMatchObject({ team: B, length: 2 });
    expect(longestUnbeatenRun([])).toBeNull();
  });
});
