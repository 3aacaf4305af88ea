import { describe, expect, it } from 'vitest';
import { fixtureStakesOpen, settledFromResult } from './fixture-bet.rules';
import { FIXTURE_BET_TEXTS } from './fixture-bet.texts';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('fixtureStakesOpen', () => {
  it.each([
    ['a round without a window', null, 'to_play', true],
    ['a window that starts later', '2026-11-27T12:00:01Z', 'to_play', true],
    ['a window that starts now', '2026-11-27T12:00:00Z', 'to_play', false],
    ['a window already started', '2026-11-26T12:00:00Z', 'to_play', false],
    ['a reported match', '2026-11-28T12:00:00Z', 'reported', false],
    ['a confirmed match', null, 'confirmed', false],
    ['a walkover', null, 'walkover', false],
  ] as const)('%s → %s', (_, startsAt, state, open) => {
    expect(fixtureStakesOpen(startsAt, state, NOW)).toBe(open);
  });
});

describe('settledFromResult', () => {
  it('counts a confirmed result and a walkover, not an unplayed match nor one still open', () => {
    expect(['confirmed', 'walkover', 'unplayed', 'to_play', 'reported', 'disputed'].map((s) => settledFromResult(s as never))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the line in words', () => {
  it('writes the line with a decimal comma', () => {
    expect(FIXTURE_BET_TEXTS.over('2.5')).toBe('Más de 2,5 goles');
    expect(FIXTURE_BET_TEXTS.under(3.5)).toBe('Menos de 3,5 goles');
  });
});
