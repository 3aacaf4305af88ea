import { describe, expect, it } from 'vitest';
import { canBeClauseTarget, clauseRange, latestOpenClausePerPlayer, offeredClauseTotal, remainingClauseLosses, validateClauseTotal } from './clause.rules';

describe('clauseRange and clauseTotal', () => {
  it.each([
    [0, 0, 0],
    [1_000_000, 1_000_000, 2_000_000],
    [37_500_000, 37_500_000, 75_000_000],
  ])('value %i -> %i..%i', (value, min, max) => expect(clauseRange(value)).toEqual({ min, max }));
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
    expect(validateClauseTotal({ playerValue, total })).toBe(error);
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

describe('latestOpenClausePerPlayer', () => {
  const c = (id: number, id_player: number, created_at: string, confirmed = 'no', active = 'yes') => ({
    id,
    id_player,
    created_at,
    confirmed,
    active,
  });
  it('is empty for no clauses', () => expect(latestOpenClausePerPlayer([])).toEqual([]));
  it('keeps the newest open clause per player, ties broken by id, input order kept', () => {
    const clauses = [
      c(1, 10, '2025-06-15T10:00:00Z'),
      c(2, 10, '2025-06-15T12:00:00Z'),
      c(3, 20, '2025-06-15T09:00:00Z'),
      c(4, 20, '2025-06-15T09:00:00Z'),
      c(5, 30, '2025-06-15T08:00:00Z'),
      c(6, 10, '2025-06-15T11:00:00Z'),
    ];
    expect(latestOpenClausePerPlayer(clauses).map((x) => x.id)).toEqual([2, 4, 5]);
  });
  it('ignores confirmed and closed clauses, even newer ones', () => {
    const clauses = [
      c(1, 10, '2025-06-15T10:00:00Z'),
      c(2, 10, '2025-06-15T12:00:00Z', 'yes', 'no'),
      c(3, 10, '2025-06-15T13:00:00Z', 'no', 'no'),
      c(4, 20, '2025-06-15T13:00:00Z', 'yes', 'yes'),
    ];
    expect(latestOpenClausePerPlayer(clauses).map((x) => x.id)).toEqual([1]);
  });
  it('accepts Date and string times alike', () => {
    const clauses = [
      { id: 1, id_player: 1, created_at: new Date('2025-06-15T12:00:00Z'), confirmed: 'no', active: 'yes' },
      { id: 2, id_player: 1, created_at: '2025-06-15T11:00:00Z', confirmed: 'no', active: 'yes' },
    ];
    expect(latestOpenClausePerPlayer(clauses).map((x) => x.id)).toEqual([1]);
  });
});

describe('remainingClauseLosses', () => {
  it.each([
    [0, 6],
    [1, 5],
    [5, 1],
    [6, 0],
    [9, 0],
  ])('lost %i -> %i left', (lost, left) => expect(remainingClauseLosses(lost)).toBe(left));
});
