import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  auctionBodySchema,
  clauseBodySchema,
  closeOfferBodySchema,
  confirmOfferBodySchema,
  matchBetBodySchema,
  playerBetBodySchema,
  transferBodySchema,
} from './market.schema';

/** The issues of a failed parse as { 'a.b': message }, first message per path. */
function errors(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

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

describe('clauseBodySchema', () => {
  const body = { id_player: 9, id_team: 2, value: 10_000_000, extra_value: 2_000_000 };
  it('leaves the clause range to the server (the season decides it)', () => {
    expect(clauseBodySchema.safeParse({ ...body, extra_value: 10_000_001 }).success).toBe(true);
  });
  it('defaults other_players; the total is value + extra_value unless total_value is sent', () => {
    expect(clauseBodySchema.parse(body)).toEqual({ ...body, other_players: '[]', total_value: 12_000_000 });
    expect(clauseBodySchema.parse({ ...body, total_value: 15_000_000 }).total_value).toBe(15_000_000);
    expect(clauseBodySchema.parse({ id_player: 9, id_team: 2, value: 14_000_000 }).total_value).toBe(14_000_000);
  });
  it('accepts other_players as JSON text or as an array', () => {
    expect(clauseBodySchema.parse({ ...body, other_players: '[{"id":3}]' }).other_players).toBe('[{"id":3}]');
    expect(clauseBodySchema.parse({ ...body, other_players: [3, 4] }).other_players).toBe('[3,4]');
  });
  it.each([
    ['negative extra', { extra_value: -1 }, { extra_value: 'Debe ser un número entero mayor o igual a 0.' }],
    ['no amount at all', { value: undefined, extra_value: undefined }, { total_value: 'El monto debe ser un número entero mayor a 0.' }],
    ['missing player', { id_player: undefined }, { id_player: 'Debe ser un identificador válido.' }],
    ['other_players not JSON', { other_players: '{oops' }, { other_players: 'Los jugadores adicionales deben ser una lista.' }],
    ['other_players an object', { other_players: '{"a":1}' }, { other_players: 'Los jugadores adicionales deben ser una lista.' }],
    ['other_players a number', { other_players: 5 }, { other_players: 'Los jugadores adicionales deben ser una lista.' }],
    [
      'other_players too long',
      { other_players: JSON.stringify(['x'.repeat(2000)]) },
      { other_players: 'La lista de jugadores adicionales es demasiado larga.' },
    ],
  ])('%s', (_name, patch, expected) => expect(errors(clauseBodySchema, { ...body, ...patch })).toEqual(expected));
});

describe('confirmOfferBodySchema and closeOfferBodySchema', () => {
  it('keeps only offer.id as meaningful, tolerating the list objects', () => {
    const body = {
      offer: { id: 7, total_value: 5, id_team: { id: 2, name: 'Boca' }, created_by: { id: 3, name: 'Juan' }, confirmed: 'no', active: 'yes', extra: 1 },
      player: { id: 9, status: 'registrado' },
    };
    const parsed = confirmOfferBodySchema.parse(body);
    expect(parsed.offer.id).toBe(7);
    expect('extra' in parsed.offer).toBe(false);
  });
  it.each([
    ['no offer', {}, { offer: 'Oferta no encontrada.' }],
    ['no offer id', { offer: {} }, { 'offer.id': 'Debe ser un identificador válido.' }],
    ['bad offer id', { offer: { id: 'x' } }, { 'offer.id': 'Debe ser un identificador válido.' }],
  ])('%s', (_name, body, expected) => expect(errors(confirmOfferBodySchema, body)).toEqual(expected));
  it('close accepts an empty or full body', () => {
    expect(closeOfferBodySchema.safeParse({}).success).toBe(true);
    expect(closeOfferBodySchema.safeParse({ id: 3, active: 'no', id_team: { id: 1 }, total_value: 5 }).success).toBe(true);
  });
});

describe('auctionBodySchema', () => {
  it('accepts the documented body', () => {
    const body = { id_player: 4, amount: 5_000_000, id_team: 61, auctioned_by: 3, created_by: 3, active: 'yes', status: 'open', id_season: 57 };
    expect(auctionBodySchema.parse(body)).toEqual(body);
    expect(auctionBodySchema.parse({ id_player: 4, amount: '6000000', active: true }).amount).toBe(6_000_000);
  });
  it.each([
    ['zero amount', { id_player: 4, amount: 0 }, { amount: 'El monto debe ser un número entero mayor a 0.' }],
    ['decimal amount', { id_player: 4, amount: 1.5 }, { amount: 'El monto debe ser un número entero mayor a 0.' }],
    ['no player', { amount: 1 }, { id_player: 'Debe ser un identificador válido.' }],
  ])('%s', (_name, body, expected) => expect(errors(auctionBodySchema, body)).toEqual(expected));
});

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
