import { describe, expect, it } from 'vitest';
import { SIGNALS_MSG } from './signals.messages';
import {
  isDeviceId,
  lowPriceSignals,
  quickReturnSignals,
  repeatedPairSignals,
  selfBiddingSignals,
  sharedDeviceSignals,
  signalLink,
  signalReference,
  type Signal,
  type SignalTransfer,
} from './signals.rules';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 24 * 60 * 60 * 1000);
const transfer = (over: Partial<SignalTransfer> & { id: number }): SignalTransfer => ({
  sellerId: 1,
  buyerId: 2,
  price: 10,
  playersValue: 10,
  at: day(0),
  players: [],
  ...over,
});

describe('lowPriceSignals', () => {
  it.each([
    [4, 10, 0.5, true],
    [5, 10, 0.5, false],
    [0, 0, 0.5, false],
    [1, 100, 0.02, true],
  ])('price %i for players worth %i under ratio %f: signal %s', (price, playersValue, ratio, expected) => {
    const found = lowPriceSignals([transfer({ id: 1, price, playersValue })], ratio);
    expect(found.length > 0).toBe(expected);
    if (expected) expect(found[0]).toMatchObject({ kind: 'low_price', key: 'transfer:1', users: [1, 2] });
  });
});

describe('repeatedPairSignals', () => {
  it('counts both directions as one pair and signals at the threshold', () => {
    const transfers = [transfer({ id: 1 }), transfer({ id: 2, sellerId: 2, buyerId: 1 }), transfer({ id: 3, sellerId: 3, buyerId: 1 })];
    expect(repeatedPairSignals(transfers, 3)).toEqual([]);
    expect(repeatedPairSignals(transfers, 2)).toEqual([{ kind: 'repeated_pair', key: 'pair:1-2', users: [1, 2], facts: { transfers: 2 } }]);
  });
});

describe('quickReturnSignals', () => {
  const sale = transfer({ id: 1, at: day(0), players: [{ id: 9, fromTeamId: 10, toTeamId: 20 }] });
  it.each([
    [7, 7, true],
    [8, 7, false],
  ])('back after %i days with a window of %i days: signal %s', (after, window, expected) => {
    const back = transfer({ id: 2, sellerId: 2, buyerId: 1, at: day(after), players: [{ id: 9, fromTeamId: 20, toTeamId: 10 }] });
    expect(quickReturnSignals([back, sale], window).length).toBe(expected ? 1 : 0);
  });
  it('a player moving on to a third team is no return', () => {
    const onward = transfer({ id: 2, sellerId: 2, buyerId: 3, at: day(1), players: [{ id: 9, fromTeamId: 20, toTeamId: 30 }] });
    expect(quickReturnSignals([sale, onward], 30)).toEqual([]);
  });
});

describe('selfBiddingSignals', () => {
  it('signals a raise over one’s own highest bid, not a raise after someone else', () => {
    const bids = [
      { auctionId: 1, userId: 5, amount: 100 },
      { auctionId: 1, userId: 6, amount: 110 },
      { auctionId: 1, userId: 5, amount: 120 },
      { auctionId: 1, userId: 5, amount: 130 },
      { auctionId: 2, userId: 6, amount: 100 },
    ];
    expect(selfBiddingSignals(bids)).toEqual([{ kind: 'self_bidding', key: 'auction:1:5', users: [5], facts: { raises: 1 } }]);
  });
});

describe('sharedDeviceSignals', () => {
  it('signals a device used by two accounts, not one account on two devices', () => {
    const m = 'Manager Primera';
    const sessions = [
      { deviceId: 'a', userId: 2, rol: m },
      { deviceId: 'a', userId: 1, rol: m },
      { deviceId: 'a', userId: 2, rol: m },
      { deviceId: 'b', userId: 3, rol: m },
      { deviceId: 'c', userId: 3, rol: m },
    ];
    expect(sharedDeviceSignals(sessions)).toEqual([{ kind: 'shared_device', key: 'device:a', users: [1, 2], facts: { accounts: 2 } }]);
  });

  it("leaves staff out: an Admin on a manager's phone is not a second account of his", () => {
    const sessions = [
      { deviceId: 'a', userId: 1, rol: 'Manager Segunda' },
      { deviceId: 'a', userId: 9, rol: 'Admin' },
      { deviceId: 'a', userId: 8, rol: 'Organizador' },
    ];
    expect(sharedDeviceSignals(sessions)).toEqual([]);
  });
});

describe('isDeviceId', () => {
  it.each([
    ['0b6f1f57-4f0e-4d4e-9a8a-2f1d3c4b5a69', true],
    ['0B6F1F57-4F0E-4D4E-9A8A-2F1D3C4B5A69', true],
    ['0b6f1f57-4f0e-4d4e-9a8a-2f1d3c4b5a6', false],
    ['no-es-un-id', false],
    ['', false],
    [undefined, false],
    [['0b6f1f57-4f0e-4d4e-9a8a-2f1d3c4b5a69'], false],
  ])('%j is a device id: %s', (value, expected) => {
    expect(isDeviceId(value)).toBe(expected);
  });
});

describe('signalReference and signalLink', () => {
  const cases: [Signal, string, string][] = [
    [{ kind: 'low_price', key: 'transfer:12', users: [1, 2], facts: {} }, 'transfer:12', '/transferencias'],
    [{ kind: 'repeated_pair', key: 'pair:1-2', users: [1, 2], facts: {} }, 'pair:1-2', '/transferencias'],
    [{ kind: 'quick_return', key: 'return:9:1:2', users: [1, 2], facts: { player_id: 9 } }, 'player:9', '/players/9'],
    [{ kind: 'self_bidding', key: 'auction:3:7', users: [7], facts: { player_id: 40 } }, 'auction:3', '/subastas/40'],
    [{ kind: 'shared_device', key: 'device:abc', users: [4, 8], facts: {} }, 'device', '/users/4'],
  ];
  it.each(cases)('%j points at %s on %s', (signal, reference, link) => {
    expect(signalReference(signal)).toBe(reference);
    expect(signalLink(signal)).toBe(link);
  });
});

describe("each signal's why, with its figures", () => {
  it.each([
    [
      'low_price',
      { price: 5_000_000, players_value: 20_000_000, percent: 25, threshold_percent: 50 },
      ['A', 'B'],
      'Se pagó $ 5.000.000 por jugadores que valen $ 20.000.000: el 25 % de su valor (se señala por debajo del 50 %).',
    ],
    ['repeated_pair', { transfers: 3, threshold: 3 }, ['Ana', 'Beto'], 'Ana y Beto hicieron 3 transferencias entre ellos esta temporada (se señala desde 3).'],
    [
      'quick_return',
      { player: 'Pérez', team: 'Boca', days: 1, threshold_days: 30 },
      [],
      'Pérez volvió a Boca 1 día después de venderlo (se señala dentro de 30 días).',
    ],
    [
      'quick_return',
      { player: 'Pérez', team: 'Boca', days: 0, threshold_days: 30 },
      [],
      'Pérez volvió a Boca el mismo día en que lo vendió (se señala dentro de 30 días).',
    ],
    [
      'self_bidding',
      { raises: 1, player: 'Gómez' },
      ['Ana'],
      'Ana subió 1 vez su propia oferta más alta en la subasta de Gómez, sin que nadie ofertara en el medio.',
    ],
    ['shared_device', { accounts: 3 }, ['Ana', 'Beto', 'Caro'], '3 cuentas entraron desde el mismo navegador: Ana, Beto y Caro.'],
  ] as const)('%s', (kind, facts, users, text) => {
    expect(SIGNALS_MSG.why[kind]({ facts, users })).toBe(text);
  });
});
