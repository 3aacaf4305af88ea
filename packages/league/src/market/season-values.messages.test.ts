import { describe, expect, it } from 'vitest';
import { factorMark, SEASON_VALUES_MSG } from './season-values.messages';

describe('season values as the market forms state them', () => {
  it.each([
    [1, '1x'],
    [2, '2x'],
    [1.5, '1,5x'],
    [1.25, '1,25x'],
    [0.333, '0,33x'],
  ])('factor %d -> %s', (factor, mark) => expect(factorMark(factor)).toBe(mark));

  it.each([
    [1, 'Hasta 1 jugador por transferencia.'],
    [2, 'Hasta 2 jugadores por transferencia.'],
  ])('players per transfer %d', (n, text) => expect(SEASON_VALUES_MSG.playersPerTransfer(n)).toBe(text));

  it('clause and bet ranges', () => {
    expect(SEASON_VALUES_MSG.clauseRange(1, 2.5)).toBe('Entre 1x y 2,5x el valor del jugador.');
    expect(SEASON_VALUES_MSG.betRange(1_000_000, 20_000_000)).toBe('Entre $ 1.000.000 y $ 20.000.000');
  });
});
