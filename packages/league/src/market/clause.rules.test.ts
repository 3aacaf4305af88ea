import { describe, expect, it } from 'vitest';
import { canBeClauseTarget, clauseRange, clauseTotal, latestOpenClausePerPlayer, remainingClauseLosses, validateClause } from './clause.rules';

describe('clauseRange and clauseTotal', () => {
  it.each([
    [0, 0, 0],
    [1_000_000, 1_000_000, 2_000_000],
    [37_500_000, 37_500_000, 75_000_000],
  ])('value %i -> %i..%i', (value, min, max) => expect(clauseRange(value)).toEqual({ min, max }));
  it.each([
    [10_000_000, 0, 10_000_000],
    [10_000_000, 2_500_000, 12_500_000],
    [10_000_000, 10_000_000, 20_000_000],
  ])('%i + %i = %i', (value, extra, total) => expect(clauseTotal(value, extra)).toBe(total));
});

describe('validateClause', () => {
  const tooMuch = 'El monto extra debe ser un número entero entre $ 0 y $ 10.000.000.';
  it.each([
    [10_000_000, 0, null],
    [10_000_000, 1, null],
    [10_000_000, 10_000_000, null],
    [0, 0, null],
    [10_000_000, 10_000_001, tooMuch],
    [10_000_000, -1, tooMuch],
    [10_000_000, 0.5, tooMuch],
    [10_000_000, Number.NaN, tooMuch],
    [0, 1, 'El monto extra debe ser un número entero entre $ 0 y $ 0.'],
    [-5, 0, 'El valor del jugador no es válido.'],
    [1.5, 0, 'El valor del jugador no es válido.'],
  ])('value %d extra %d -> %s', (playerValue, extraValue, error) => {
    expect(validateClause({ playerValue, extraValue })).toBe(error);
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
