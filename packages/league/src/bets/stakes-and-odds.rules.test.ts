import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES } from '../market/season-rules';
import { betPayout, defaultBetAmount, formatOdd, parseOdd, validateBetAmount } from './stakes-and-odds.rules';

describe('bet amounts', () => {
  const message = 'El monto debe estar entre 1.000.000 y 15.000.000.';
  it.each([
    [1_000_000, null],
    [15_000_000, null],
    [7_654_321, null],
    [999_999, message],
    [15_000_001, message],
    [0, message],
    [-1_000_000, message],
    [1_500_000.5, message],
    [Number.NaN, message],
  ])('%d -> %s', (amount, error) => expect(validateBetAmount(amount, DEFAULT_SEASON_RULES)).toBe(error));
  it('the bet form starts at the minimum stake, whatever the profits (decision 027)', () => expect(defaultBetAmount(DEFAULT_SEASON_RULES)).toBe(1_000_000));
});

describe('parseOdd and formatOdd', () => {
  it.each([
    ['1.15', 115],
    ['1.01', 101],
    ['999.99', 99_999],
    ['2.5', 250],
    ['2', 200],
    ['2.50', 250],
    [' 3.40 ', 340],
    ['1,75', 175],
    ['1,5', 150],
    [1.15, 115],
    [2.5, 250],
    [10, 1000],
    [0.29 + 1, 129],
  ])('%o -> %i', (input, hundredths) => expect(parseOdd(input)).toBe(hundredths));
  it.each([
    ['1.00'],
    ['0.99'],
    ['1000.00'],
    ['1.155'],
    ['2.675'],
    ['abc'],
    [''],
    ['1.'],
    ['.5'],
    ['-1.50'],
    ['01.50'],
    ['1e2'],
    [2.675],
    [1],
    [0],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [1000],
  ])('refuses %o', (input) => expect(parseOdd(input)).toBeNull());
  it.each([
    [101, '1.01'],
    [115, '1.15'],
    [250, '2.50'],
    [99_999, '999.99'],
  ])('%i -> %s', (h, text) => expect(formatOdd(h)).toBe(text));
});

describe('betPayout', () => {
  it.each([
    [1.15, 1_000_000, 1_150_000],
    ['1.15', 1_000_000, 1_150_000],
    [1.1, 3_000_000, 3_300_000],
    [2.35, 15_000_000, 35_250_000],
    [999.99, 15_000_000, 14_999_850_000],
    ['1.01', 1_000_001, 1_010_001], // 1,010,001.01 rounds down
    ['1.05', 1_000_010, 1_050_011], // 1,050,010.5 rounds half up
    [0.07 * 100, 1_000_000, 7_000_000], // 7.000000000000001 is a float artefact of 7
  ])('odd %o × %i = %i', (odd, amount, payout) => expect(betPayout(odd, amount)).toBe(payout));
  it.each([[2.675], ['2.675'], ['x'], [1]])('throws on invalid odd %o', (odd) => {
    expect(() => betPayout(odd, 1_000_000)).toThrow(RangeError);
  });
});
