import { describe, expect, it } from 'vitest';
import { errors } from '../common/schema-issues.test-support';
import { matchBetBodySchema, playerBetBodySchema } from './bet-bodies.schema';

describe('matchBetBodySchema and playerBetBodySchema', () => {
  const match = { match: 'Boca vs River', home_odd: '1.15', away_odd: 2.5, draw_odd: '3', under: '1,90', over: 1.9 };
  it('normalises odds to x.xx text and defaults the description', () => {
    expect(matchBetBodySchema.parse(match)).toEqual({
      match: 'Boca vs River',
      description: '',
      home_odd: '1.15',
      away_odd: '2.50',
      draw_odd: '3.00',
      under: '1.90',
      over: '1.90',
    });
  });
  const oddFormat = 'La cuota debe tener el formato x.xx.';
  it.each([
    ['three decimals', { home_odd: '2.675' }, { home_odd: oddFormat }],
    ['float with three decimals', { away_odd: 2.675 }, { away_odd: oddFormat }],
    ['text', { draw_odd: 'dos' }, { draw_odd: oddFormat }],
    ['missing', { under: undefined }, { under: oddFormat }],
    ['null', { over: null }, { over: oddFormat }],
    ['below 1.01', { over: '1.00' }, { over: oddFormat }],
    ['empty match', { match: '  ' }, { match: 'El partido es obligatorio.' }],
    ['missing match', { match: undefined }, { match: 'El partido es obligatorio.' }],
    ['long match', { match: 'x'.repeat(151) }, { match: 'El partido no puede tener más de 150 caracteres.' }],
    ['long description', { description: 'x'.repeat(501) }, { description: 'La descripción no puede tener más de 500 caracteres.' }],
  ])('%s', (_name, patch, expected) => expect(errors(matchBetBodySchema, { ...match, ...patch })).toEqual(expected));

  const player = { name: 'Messi', description: 'Gol o tarjeta', goal_odd: '1.80', card_odd: 4, created_by: 1 };
  it('accepts a player bet', () => {
    expect(playerBetBodySchema.parse(player)).toEqual({ ...player, card_odd: '4.00' });
  });
  it.each([
    ['no name', { name: '' }, { name: 'El nombre es obligatorio.' }],
    ['long name', { name: 'x'.repeat(151) }, { name: 'El nombre no puede tener más de 150 caracteres.' }],
    ['bad goal odd', { goal_odd: '1.234' }, { goal_odd: oddFormat }],
    ['bad card odd', { card_odd: 0.5 }, { card_odd: oddFormat }],
  ])('%s', (_name, patch, expected) => expect(errors(playerBetBodySchema, { ...player, ...patch })).toEqual(expected));
});
