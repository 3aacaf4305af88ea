import { describe, expect, it } from 'vitest';
import { isValidBetLine, matchStakeOutcome, playerStakeOutcome } from './settlement.rules';

describe('matchStakeOutcome', () => {
  it.each([
    ['Home', 2, 1, 2.5, 'won'],
    ['Home', 1, 1, 2.5, 'lost'],
    ['Home', 0, 1, 2.5, 'lost'],
    ['Away', 0, 1, 2.5, 'won'],
    ['Away', 2, 2, 2.5, 'lost'],
    ['Draw', 2, 2, 2.5, 'won'],
    ['Draw', 0, 0, 2.5, 'won'],
    ['Draw', 3, 0, 2.5, 'lost'],
    ['Over', 2, 1, 2.5, 'won'],
    ['Over', 1, 1, 2.5, 'lost'],
    ['Under', 1, 1, 2.5, 'won'],
    ['Under', 2, 1, 2.5, 'lost'],
    ['Over', 0, 0, 0.5, 'lost'],
    ['Under', 0, 0, 0.5, 'won'],
    ['Over', 3, 1, 3.5, 'won'],
    ['Under', 3, 0, 3.5, 'won'],
    ['Goal', 3, 0, 2.5, 'lost'],
  ])('%s on %i–%i with line %s: %s', (option, home, away, line, expected) => {
    expect(matchStakeOutcome(option, { home, away }, line)).toBe(expected);
  });
});

describe('isValidBetLine', () => {
  it.each([
    [0.5, true],
    [2.5, true],
    [20.5, true],
    [2, false],
    [3, false],
    [2.25, false],
    [0, false],
    [21.5, false],
    [Number.NaN, false],
  ])('%s: %s', (line, ok) => {
    expect(isValidBetLine(line)).toBe(ok);
  });
});

describe('playerStakeOutcome', () => {
  const line = (over: Partial<{ goals: number; yellow_cards: number; red_cards: number; direct_red: number }> = {}) => ({
    goals: 0,
    yellow_cards: 0,
    red_cards: 0,
    direct_red: 0,
    ...over,
  });
  it.each([
    ['Goal', line({ goals: 1 }), 'won'],
    ['Goal', line({ yellow_cards: 1 }), 'lost'],
    ['Card', line({ yellow_cards: 1 }), 'won'],
    ['Card', line({ red_cards: 1 }), 'won'],
    ['Card', line({ direct_red: 1 }), 'won'],
    ['Card', line({ goals: 2 }), 'lost'],
    ['Goal', null, 'lost'],
    ['Card', null, 'lost'],
    ['Home', line({ goals: 1 }), 'lost'],
  ] as const)('%s with %j: %s', (option, input, expected) => {
    expect(playerStakeOutcome(option, input)).toBe(expected);
  });
});
