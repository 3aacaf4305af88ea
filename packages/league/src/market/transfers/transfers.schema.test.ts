import { describe, expect, it } from 'vitest';
import { errors } from '../../common/schema-issues.test-support';
import { transferBodySchema } from './transfers.schema';

describe('transferBodySchema', () => {
  const data = { transferred_players: [5, 6], id_team_from: 1, id_team_to: 2, budget: 10_000_000, created_by: 3, buy_by: 4, sold_by: 3 };
  it('accepts the documented body and numeric strings', () => {
    expect(transferBodySchema.parse({ data })).toEqual({ data });
    const parsed = transferBodySchema.parse({ data: { ...data, budget: '0', id_season: '57', status: 'pending' } });
    expect(parsed.data.budget).toBe(0);
    expect(parsed.data.id_season).toBe(57);
  });
  it('takes transferred_players as names joined by commas (000 §3) beside ids', () => {
    expect(transferBodySchema.parse({ data: { ...data, transferred_players: 'Lionel Messi, Julián Álvarez' } }).data.transferred_players).toEqual([
      'Lionel Messi',
      'Julián Álvarez',
    ]);
    expect(transferBodySchema.parse({ data: { ...data, transferred_players: ['7', 8] } }).data.transferred_players).toEqual([7, 8]);
    expect(errors(transferBodySchema, { data: { ...data, transferred_players: ' , ' } })).toEqual({ 'data.transferred_players': 'Elegí al menos un jugador.' });
    expect(errors(transferBodySchema, { data: { ...data, transferred_players: 'Messi, MESSI' } })).toEqual({
      'data.transferred_players': 'No podés repetir jugadores.',
    });
  });
  it('lets created_by be omitted (the session decides)', () => {
    const { created_by: _omit, ...rest } = data;
    expect(transferBodySchema.safeParse({ data: rest }).success).toBe(true);
  });
  it.each([
    ['no players', { transferred_players: [] }, { 'data.transferred_players': 'Elegí al menos un jugador.' }],
    ['players missing', { transferred_players: undefined }, { 'data.transferred_players': 'Elegí al menos un jugador.' }],
    ['11 players', { transferred_players: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, { 'data.transferred_players': 'No podés incluir más de 10 jugadores.' }],
    ['repeated player', { transferred_players: [5, 5] }, { 'data.transferred_players': 'No podés repetir jugadores.' }],
    ['non-int player', { transferred_players: [1.5] }, { 'data.transferred_players.0': 'Debe ser un identificador válido.' }],
    ['same teams', { id_team_to: 1 }, { 'data.id_team_to': 'Los equipos deben ser distintos.' }],
    ['negative budget', { budget: -1 }, { 'data.budget': 'Debe ser un número entero mayor o igual a 0.' }],
    ['decimal budget', { budget: 1.5 }, { 'data.budget': 'Debe ser un número entero mayor o igual a 0.' }],
    ['empty budget', { budget: '' }, { 'data.budget': 'Debe ser un número entero mayor o igual a 0.' }],
    ['no buyer', { buy_by: undefined }, { 'data.buy_by': 'Debe ser un identificador válido.' }],
    ['team id 0', { id_team_from: 0 }, { 'data.id_team_from': 'Debe ser un identificador válido.' }],
  ])('%s', (_name, patch, expected) => expect(errors(transferBodySchema, { data: { ...data, ...patch } })).toEqual(expected));
  it('needs the data wrapper', () => expect(transferBodySchema.safeParse(data).success).toBe(false));
});
