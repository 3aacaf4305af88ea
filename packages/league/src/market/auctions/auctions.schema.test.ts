import { describe, expect, it } from 'vitest';
import { MARKET_MSG } from '../market.messages';
import { errors } from '../../common/schema-issues.test-support';
import { auctionBodySchema, bidBodySchema, lastAuctionsQuerySchema, playerAuctionsQuerySchema } from './auctions.schema';

describe('bidBodySchema', () => {
  it.each([
    [{ amount: 6_000_000 }, { amount: 6_000_000 }],
    [{ amount: '6000000' }, { amount: 6_000_000 }],
    [
      { amount: 6_000_000, auctioned_by: '7' },
      { amount: 6_000_000, auctioned_by: 7 },
    ],
  ])('accepts %j', (input, output) => {
    expect(bidBodySchema.parse(input)).toEqual(output);
  });

  it.each([
    [{}],
    [{ amount: 0 }],
    [{ amount: -1 }],
    [{ amount: 1.5 }],
    [{ amount: '' }],
    [{ amount: '1e9' }],
    [{ amount: 2 ** 60 }],
    [{ amount: 5, auctioned_by: 0 }],
  ])('refuses %j in Spanish', (input) => {
    const r = bidBodySchema.safeParse(input);
    expect(r.success).toBe(false);
    expect([MARKET_MSG.amountInvalid, MARKET_MSG.idInvalid]).toContain(r.error!.issues[0]!.message);
  });
});

describe('auction queries', () => {
  it('take optional positive ids', () => {
    expect(lastAuctionsQuerySchema.parse({})).toEqual({});
    expect(lastAuctionsQuerySchema.parse({ id_season: '57' })).toEqual({ id_season: 57 });
    expect(playerAuctionsQuerySchema.parse({ season: '3' })).toEqual({ season: 3 });
    expect(playerAuctionsQuerySchema.safeParse({ season: 'x' }).success).toBe(false);
    expect(lastAuctionsQuerySchema.safeParse({ id_season: '-1' }).success).toBe(false);
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
