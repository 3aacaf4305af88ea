import { describe, expect, it } from 'vitest';
import { errors } from '../../common/schema-issues.test-support';
import { clauseBodySchema, closeOfferBodySchema, confirmOfferBodySchema } from './offers.schema';

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
