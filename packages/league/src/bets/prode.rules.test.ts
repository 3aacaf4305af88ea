import { describe, expect, it } from 'vitest';
import { outcomeOf, predictionLocked, predictionPoints, prodeRanking } from './prode.rules';

describe('predictionPoints', () => {
  it.each([
    // prediction, result, points
    [[2, 1], [2, 1], 3],
    [[0, 0], [0, 0], 3],
    [[3, 1], [2, 0], 1],
    [[1, 1], [2, 2], 1],
    [[0, 2], [1, 3], 1],
    [[2, 1], [1, 2], 0],
    [[1, 1], [1, 0], 0],
    [[0, 1], [0, 0], 0],
    [[5, 0], [1, 0], 1],
  ] as const)('%o vs %o -> %i', (p, r, points) => {
    expect(predictionPoints({ home: p[0], away: p[1] }, { home: r[0], away: r[1] })).toBe(points);
  });
});

describe('outcomeOf', () => {
  it.each([
    [1, 0, 'home'],
    [0, 0, 'draw'],
    [0, 4, 'away'],
  ] as const)('%i-%i is %s', (home, away, outcome) => {
    expect(outcomeOf({ home, away })).toBe(outcome);
  });
});

describe('prodeRanking', () => {
  it('sums points per user, sorts by points then exact hits, and shares positions on ties', () => {
    const s = (home: number, away: number) => ({ home, away });
    const ranking = prodeRanking([
      { userId: 1, name: 'Ana', prediction: s(1, 0), result: s(1, 0) }, // 3
      { userId: 1, name: 'Ana', prediction: s(0, 0), result: s(2, 1) }, // 0
      { userId: 2, name: 'Beto', prediction: s(2, 0), result: s(1, 0) }, // 1
      { userId: 2, name: 'Beto', prediction: s(1, 1), result: s(0, 0) }, // 1
      { userId: 2, name: 'Beto', prediction: s(0, 1), result: s(0, 2) }, // 1
      { userId: 3, name: 'Caro', prediction: s(1, 0), result: s(1, 0) }, // 3
      { userId: 4, name: 'Dani', prediction: s(0, 3), result: s(1, 0) }, // 0
    ]);
    expect(ranking.map((r) => [r.user.name, r.points, r.exact, r.outcome, r.played, r.position])).toEqual([
      ['Ana', 3, 1, 0, 2, 1],
      ['Caro', 3, 1, 0, 1, 1],
      ['Beto', 3, 0, 3, 3, 3],
      ['Dani', 0, 0, 0, 1, 4],
    ]);
  });
  it('is empty without scored predictions', () => {
    expect(prodeRanking([])).toEqual([]);
  });
});

describe('predictionLocked', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const before = new Date('2026-05-10T11:59:59Z');
  const after = new Date('2026-05-10T12:00:01Z');
  const match = (over: Partial<{ completed: boolean; state: string; startsAt: Date | null }> = {}) => ({
    completed: false,
    state: 'to_play',
    startsAt: after,
    ...over,
  });
  it.each([
    ['no match yet', null, true, false],
    ['a window not started', match(), true, false],
    ['a window started this instant', match({ startsAt: now }), true, true],
    ['a window started before', match({ startsAt: before }), false, true],
    ['reported', match({ state: 'reported' }), true, true],
    ['disputed', match({ state: 'disputed' }), false, true],
    ['completed', match({ completed: true, state: 'confirmed' }), true, true],
    ['a fixture loaded by hand (no window)', match({ startsAt: null }), true, true],
    ["an organisers' match without window", match({ startsAt: null }), false, false],
  ] as const)('%s', (_name, m, fixture, locked) => expect(predictionLocked({ match: m, fixture, now })).toBe(locked));
});
