import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES } from '../season-rules';
import { canBeClauseTarget, clauseRange, offeredClauseTotal, validateClauseTotal } from './offers.rules';

describe('clauseRange', () => {
  it.each([
    [0, 0, 0],
    [1_000_000, 1_000_000, 2_000_000],
    [37_500_000, 37_500_000, 75_000_000],
  ])('value %i -> %i..%i', (value, min, max) => expect(clauseRange(value, DEFAULT_SEASON_RULES)).toEqual({ min, max }));
});

describe('offeredClauseTotal: total_value when sent, else value + extra_value', () => {
  it.each([
    [{ value: 10_000_000, extra_value: 2_500_000 }, 12_500_000],
    [{ value: 15_000_000 }, 15_000_000],
    [{ value: 10_000_000, extra_value: 2_000_000, total_value: 18_000_000 }, 18_000_000],
    [{ total_value: 11_000_000 }, 11_000_000],
    [{}, 0],
  ])('%o -> %i', (body, total) => expect(offeredClauseTotal(body)).toBe(total));
});

describe('validateClauseTotal: 1x..2x the stored value', () => {
  const range = 'El monto de la cláusula debe estar entre $ 10.000.000 y $ 20.000.000.';
  it.each([
    [10_000_000, 10_000_000, null],
    [10_000_000, 15_000_001, null],
    [10_000_000, 20_000_000, null],
    [0, 0, null],
    [10_000_000, 9_999_999, range],
    [10_000_000, 20_000_001, range],
    [10_000_000, 12_000_000.5, range],
    [10_000_000, Number.NaN, range],
    [-5, 0, 'El valor del jugador no es válido.'],
    [1.5, 2, 'El valor del jugador no es válido.'],
  ])('value %d total %d -> %s', (playerValue, total, error) => {
    expect(validateClauseTotal({ playerValue, total }, DEFAULT_SEASON_RULES)).toBe(error);
  });
});

describe('canBeClauseTarget', () => {
  it.each([
    ['liberado', 'Primera', true],
    ['registrado', 'Segunda', true],
    [null, 'Primera', true],
    ['', 'Segunda', true],
    ['bloqueado', 'Primera', false],
    ['restringido', 'Segunda', false],
    ['liberado', null, false],
    ['liberado', '', false],
    ['liberado', 'Tercera', false],
    ['registrado', undefined, false],
  ])('status %s, division %s -> %s', (status, division, ok) => {
    expect(canBeClauseTarget({ status, division })).toBe(ok);
  });
});
