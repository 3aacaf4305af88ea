import { describe, expect, it } from 'vitest';
import { openAuction, ownerHistory, playerSeasonTotals, type AuctionBidRow, type OwnerHistorySources, type TournamentPlayerTotals } from './player-page.rules';

const line = (player_id: number, n: number) => ({
  player_id,
  matches_played: n,
  goals: n,
  assists: n * 2,
  yellow_cards: 1,
  red_cards: 1,
  direct_red: n > 1 ? 1 : 0,
  mvp: n > 1 ? 1 : 0,
});
const tournaments: TournamentPlayerTotals[] = [
  { id: 1, players: [line(7, 1), line(8, 5)] },
  { id: 2, players: [line(7, 2)] },
  { id: 3, players: [line(7, 9)] },
];

describe('playerSeasonTotals', () => {
  it.each<[string, number[], number, ReturnType<typeof playerSeasonTotals>]>([
    ['no tournament of the season', [], 7, { matches: 0, goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, mvp: 0 }],
    ['one tournament', [1], 7, { matches: 1, goals: 1, assists: 2, yellow_cards: 1, red_cards: 1, mvp: 0 }],
    ['two tournaments add up, direct reds count as reds', [1, 2], 7, { matches: 3, goals: 3, assists: 6, yellow_cards: 2, red_cards: 3, mvp: 1 }],
    ['another season is left out', [2], 7, { matches: 2, goals: 2, assists: 4, yellow_cards: 1, red_cards: 2, mvp: 1 }],
    ['another player is left out', [1], 8, { matches: 5, goals: 5, assists: 10, yellow_cards: 1, red_cards: 2, mvp: 1 }],
    ['a player with no line', [1, 2, 3], 99, { matches: 0, goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, mvp: 0 }],
  ])('%s', (_name, ids, player, expected) => {
    expect(playerSeasonTotals(tournaments, new Set(ids), player)).toEqual(expected);
  });
});

const ref = (id: number | null, name: string) => ({ id, name });
const transfer = (over: Partial<OwnerHistorySources['transfers'][number]>): OwnerHistorySources['transfers'][number] => ({
  confirmed: 'yes',
  confirmed_at: '2026-03-01T10:00:00Z',
  players: [ref(7, 'Pérez')],
  team_from: ref(1, 'Boca'),
  team_to: ref(2, 'River'),
  budget: 1000,
  reversal: null,
  ...over,
});
const offer = (over: Partial<OwnerHistorySources['offers'][number]>): OwnerHistorySources['offers'][number] => ({
  confirmed: 'yes',
  created_at: '2026-02-01T10:00:00Z',
  team: ref(2, 'River'),
  total_value: 5000,
  author: ref(30, 'Juan'),
  reversal: null,
  ...over,
});
const bid = (over: Partial<OwnerHistorySources['bids'][number]>): OwnerHistorySources['bids'][number] => ({
  winner: true,
  created_at: '2026-01-01T10:00:00Z',
  team: ref(1, 'Boca'),
  amount: 300,
  ...over,
});
const none: OwnerHistorySources = { transfers: [], offers: [], bids: [] };

describe('ownerHistory', () => {
  it.each<[string, OwnerHistorySources, ReturnType<typeof ownerHistory>]>([
    ['nothing', none, []],
    [
      'a confirmed transfer that carried him',
      { ...none, transfers: [transfer({})] },
      [{ kind: 'transfer', at: '2026-03-01T10:00:00Z', from: 'Boca', to: 'River', amount: 1000, reversed: false }],
    ],
    ['a pending transfer is not a change', { ...none, transfers: [transfer({ confirmed: 'no' })] }, []],
    ['a transfer of other players is left out', { ...none, transfers: [transfer({ players: [ref(8, 'Gómez')] })] }, []],
    [
      'an executed clause goes to the author’s team',
      { ...none, offers: [offer({})], teamOfUser: new Map([[30, 'Racing']]) },
      [{ kind: 'clause', at: '2026-02-01T10:00:00Z', from: 'River', to: 'Racing', amount: 5000, reversed: false }],
    ],
    [
      'a clause whose author has no team names the author; a withheld amount stays null',
      { ...none, offers: [offer({ total_value: null })] },
      [{ kind: 'clause', at: '2026-02-01T10:00:00Z', from: 'River', to: 'Juan', amount: null, reversed: false }],
    ],
    ['an open clause is not a change', { ...none, offers: [offer({ confirmed: 'no' })] }, []],
    [
      'a won auction; losing bids are left out',
      { ...none, bids: [bid({}), bid({ winner: false, team: ref(2, 'River') })] },
      [{ kind: 'auction', at: '2026-01-01T10:00:00Z', from: null, to: 'Boca', amount: 300, reversed: false }],
    ],
    [
      'newest first, a reversed change stays and is marked',
      { transfers: [transfer({ reversal: { at: 'x' } })], offers: [offer({})], bids: [bid({})] },
      [
        { kind: 'transfer', at: '2026-03-01T10:00:00Z', from: 'Boca', to: 'River', amount: 1000, reversed: true },
        { kind: 'clause', at: '2026-02-01T10:00:00Z', from: 'River', to: 'Juan', amount: 5000, reversed: false },
        { kind: 'auction', at: '2026-01-01T10:00:00Z', from: null, to: 'Boca', amount: 300, reversed: false },
      ],
    ],
  ])('%s', (_name, sources, expected) => {
    expect(ownerHistory(7, sources)).toEqual(expected);
  });
});

const row = (over: Partial<AuctionBidRow>): AuctionBidRow => ({
  id_auction: 1,
  status: 'open',
  ends_at: '2026-05-01T12:00:00Z',
  amount: 100,
  leading: false,
  ...over,
});
const now = new Date('2026-05-01T11:00:00Z');

describe('openAuction', () => {
  it.each<[string, AuctionBidRow[], ReturnType<typeof openAuction>]>([
    ['no bids', [], null],
    ['an open auction and its leading bid', [row({ amount: 200, leading: true }), row({})], { id: 1, ends_at: '2026-05-01T12:00:00Z', best: 200 }],
    ['an open auction with no leader yet', [row({})], { id: 1, ends_at: '2026-05-01T12:00:00Z', best: null }],
    ['no end yet is open', [row({ ends_at: null })], { id: 1, ends_at: null, best: null }],
    ['past its end is not open', [row({ ends_at: '2026-05-01T11:00:00Z', leading: true })], null],
    ['a confirmed auction is not open', [row({ status: 'confirmed', leading: true })], null],
    [
      'the newest open auction',
      [row({ id_auction: 2, amount: 50, leading: true }), row({ id_auction: 1, amount: 900, leading: true })],
      { id: 2, ends_at: '2026-05-01T12:00:00Z', best: 50 },
    ],
  ])('%s', (_name, rows, expected) => {
    expect(openAuction(rows, now)).toEqual(expected);
  });
});
