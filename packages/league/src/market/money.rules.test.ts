import { describe, expect, it } from 'vitest';
import { availableBudget, canAfford, formatMoney, formatThousands, transferCommitsBuyer } from './money.rules';

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
