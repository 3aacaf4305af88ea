import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES } from './season-rules';
import {
  availableBudget,
  betPayout,
  canAfford,
  defaultBetAmount,
  formatMoney,
  formatOdd,
  formatThousands,
  minimumFirstBid,
  minimumNextBid,
  parseOdd,
  transferCommitsBuyer,
  validateBetAmount,
  validateBid,
} from './money.rules';

describe('availableBudget and canAfford', () => {
  it.each([
    [100_000_000, 0, 100_000_000],
    [100_000_000, 30_000_000, 70_000_000],
    [100_000_000, [10_000_000, 5_000_000, 2_500_000], 82_500_000],
    [100_000_000, [], 100_000_000],
    [10_000_000, [15_000_000], -5_000_000],
  ])('profits %i committed %o -> %i', (profits, committed, available) => {
    expect(availableBudget({ profits, committed })).toBe(available);
  });
  it.each([
    [5, 10, true],
    [10, 10, true],
    [11, 10, false],
    [1, -5, false],
    [0, 0, true],
  ])('amount %i available %i -> %s', (amount, available, ok) => expect(canAfford(amount, available)).toBe(ok));
});

describe('transferCommitsBuyer', () => {
  const SELLER = 1;
  const BUYER = 2;
  const STAFF = 3;
  it.each([
    ['the seller proposes', SELLER, BUYER, SELLER, false],
    ['the buyer proposes', BUYER, BUYER, SELLER, true],
    ['staff propose for both', STAFF, BUYER, SELLER, true],
    ['one manager moves players between his own teams', SELLER, SELLER, SELLER, true],
  ])('%s -> %s', (_, createdBy, buyBy, soldBy, commits) => expect(transferCommitsBuyer({ createdBy, buyBy, soldBy })).toBe(commits));
});

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

describe('auction bids', () => {
  it.each([
    [0, 0],
    [10_000_000, 5_000_000],
    [1_000_001, 500_001],
    [3, 2],
  ])('first bid for value %i is at least %i', (value, min) => expect(minimumFirstBid(value, DEFAULT_SEASON_RULES)).toBe(min));
  it.each([
    [5_000_000, 6_000_000],
    [0, 1_000_000],
  ])('after %i the next is at least %i', (last, next) => expect(minimumNextBid(last, DEFAULT_SEASON_RULES)).toBe(next));
  it.each([
    [{ amount: 5_000_000, lastAmount: null, playerValue: 10_000_000 }, null],
    [{ amount: 4_999_999, lastAmount: null, playerValue: 10_000_000 }, 'La primera oferta debe ser de al menos $ 5.000.000.'],
    [{ amount: 6_000_000, lastAmount: 5_000_000, playerValue: 10_000_000 }, null],
    [
      { amount: 5_999_999, lastAmount: 5_000_000, playerValue: 10_000_000 },
      'La oferta debe ser mayor que la oferta anterior. Tiene que ser de al menos $ 6.000.000: la anterior más $ 1.000.000.',
    ],
    [{ amount: 0, lastAmount: null, playerValue: 0 }, 'El monto debe ser un número entero mayor a 0.'],
    [{ amount: 1.5, lastAmount: 1, playerValue: 0 }, 'El monto debe ser un número entero mayor a 0.'],
  ])('%o -> %s', (input, error) => expect(validateBid(input, DEFAULT_SEASON_RULES)).toBe(error));
});

describe('formatMoney', () => {
  it.each([
    [0, '$ 0'],
    [999, '$ 999'],
    [1_000, '$ 1.000'],
    [1_500_000, '$ 1.500.000'],
    [12_345_678, '$ 12.345.678'],
    [150_000_000, '$ 150.000.000'],
    [1_234_567_890, '$ 1.234.567.890'],
    [-2_000, '-$ 2.000'],
    [1_499.6, '$ 1.500'],
  ])('%d -> %s', (n, text) => expect(formatMoney(n)).toBe(text));
  it.each([
    [1_000_000, '1.000.000'],
    [-15_000_000, '-15.000.000'],
    [12, '12'],
  ])('formatThousands %d -> %s', (n, text) => expect(formatThousands(n)).toBe(text));
});
