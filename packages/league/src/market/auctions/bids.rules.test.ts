import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES } from '../season-rules';
import { minimumFirstBid, minimumNextBid, validateBid } from './bids.rules';

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
