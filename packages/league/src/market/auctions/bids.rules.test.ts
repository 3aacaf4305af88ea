import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES, type SeasonRules } from '../season-rules';
import { AUCTION_MSG } from './auctions.messages';
import {
  committedInAuction,
  leaderBidError,
  maxChangeError,
  maxWithBidError,
  minimumFirstBid,
  minimumNextBid,
  proxyBid,
  validateBid,
  type StandingMax,
} from './bids.rules';

describe('auction bids', () => {
  it.each([
    [0, 0],
    [10_000_000, 5_000_000],
    [1_000_001, 500_001],
    [3, 2],
  ])('first bid for value %i is at least %i', (value, min) => expect(minimumFirstBid(value, DEFAULT_SEASON_RULES)).toBe(min));
  it.each([
    [5_000_000, 6_000_000],
    [0, 1_000_000],
  ])('after %i the next is at least %i', (last, next) => expect(minimumNextBid(last, DEFAULT_SEASON_RULES)).toBe(next));
  it.each([
    [{ amount: 5_000_000, lastAmount: null, playerValue: 10_000_000 }, null],
    [{ amount: 4_999_999, lastAmount: null, playerValue: 10_000_000 }, 'La primera oferta debe ser de al menos $ 5.000.000.'],
    [{ amount: 6_000_000, lastAmount: 5_000_000, playerValue: 10_000_000 }, null],
    [
      { amount: 5_999_999, lastAmount: 5_000_000, playerValue: 10_000_000 },
      'La oferta debe ser mayor que la oferta anterior. Tiene que ser de al menos $ 6.000.000: la anterior más $ 1.000.000.',
    ],
    [{ amount: 0, lastAmount: null, playerValue: 0 }, 'El monto debe ser un número entero mayor a 0.'],
    [{ amount: 1.5, lastAmount: 1, playerValue: 0 }, 'El monto debe ser un número entero mayor a 0.'],
  ])('%o -> %s', (input, error) => expect(validateBid(input, DEFAULT_SEASON_RULES)).toBe(error));
});

const M = 1_000_000;
const t = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute));
const max = (userId: number, amount: number, minute = 0): StandingMax => ({ userId, amount, setAt: t(minute) });
const rules = (auction_min_raise = M): SeasonRules => ({ ...DEFAULT_SEASON_RULES, auction_min_raise });

describe('proxyBid', () => {
  it.each([
    // [case, leading, maximums, min raise, expected]
    ['no maximums: nothing', { userId: 2, amount: 6 * M }, [], M, null],
    ['only the leader has one: nothing', { userId: 2, amount: 6 * M }, [max(2, 20 * M)], M, null],
    ['an outbid maximum answers at the hand bid + the raise', { userId: 2, amount: 6 * M }, [max(1, 15 * M)], M, { userId: 1, amount: 7 * M }],
    ['maximum exactly at the next step answers with it', { userId: 2, amount: 6 * M }, [max(1, 7 * M)], M, { userId: 1, amount: 7 * M }],
    ['maximum one peso short of the next step is spent', { userId: 2, amount: 6 * M }, [max(1, 7 * M - 1)], M, null],
    ['maximum below the raise over the bid (between bid and next step) is spent', { userId: 2, amount: 6 * M }, [max(1, 6_500_000)], M, null],
    ['maximum equal to the hand bid is spent (never ties a real bid)', { userId: 2, amount: 15 * M }, [max(1, 15 * M)], M, null],
    [
      'higher maximum of the new leader wins at the other maximum + the raise',
      { userId: 2, amount: 6 * M },
      [max(1, 15 * M, 0), max(2, 20 * M, 5)],
      M,
      { userId: 2, amount: 16 * M },
    ],
    [
      'higher maximum of the outbid one wins at the hand bidder maximum + the raise',
      { userId: 2, amount: 6 * M },
      [max(1, 20 * M, 0), max(2, 10 * M, 5)],
      M,
      { userId: 1, amount: 11 * M },
    ],
    [
      'capped at its own maximum when less than a raise above the runner-up',
      { userId: 2, amount: 6 * M },
      [max(1, 15_500_000, 0), max(2, 15 * M, 5)],
      M,
      { userId: 1, amount: 15_500_000 },
    ],
    [
      'equal maximums: the earlier keeps the lead, at that maximum',
      { userId: 2, amount: 6 * M },
      [max(1, 15 * M, 0), max(2, 15 * M, 5)],
      M,
      { userId: 1, amount: 15 * M },
    ],
    [
      'equal maximums: the earlier one wins also when it is the hand bidder',
      { userId: 2, amount: 6 * M },
      [max(2, 15 * M, 0), max(1, 15 * M, 5)],
      M,
      { userId: 2, amount: 15 * M },
    ],
    [
      'three maximums: the highest wins at the second + the raise',
      { userId: 3, amount: 6 * M },
      [max(1, 20 * M, 0), max(2, 18 * M, 1), max(3, 10 * M, 2)],
      M,
      { userId: 1, amount: 19 * M },
    ],
    [
      'the leader keeps the lead against a lower one, raised to it + the raise',
      { userId: 1, amount: 6 * M },
      [max(1, 20 * M, 0), max(2, 9 * M, 3)],
      M,
      { userId: 1, amount: 10 * M },
    ],
    ['the season minimum raise is the step', { userId: 2, amount: 6 * M }, [max(1, 15 * M)], 2_500_000, { userId: 1, amount: 8_500_000 }],
    ['the season minimum raise decides what is spent', { userId: 2, amount: 6 * M }, [max(1, 8 * M)], 2_500_000, null],
  ] as const)('%s', (_case, leading, maximums, raise, expected) => {
    expect(proxyBid({ leading, maximums }, rules(raise))).toEqual(expected);
  });

  it('after its answer no maximum can raise again (one answer settles it)', () => {
    const maximums = [max(1, 20 * M, 0), max(2, 18 * M, 1), max(3, 19_500_000, 2)];
    const first = proxyBid({ leading: { userId: 3, amount: 6 * M }, maximums }, rules())!;
    expect(first).toEqual({ userId: 1, amount: 20 * M });
    expect(proxyBid({ leading: first, maximums }, rules())).toBeNull();
  });
});

describe('committedInAuction', () => {
  it.each([
    [{ leading: true, leadingAmount: 6 * M, maxAmount: null }, 6 * M],
    [{ leading: true, leadingAmount: 6 * M, maxAmount: 15 * M }, 15 * M],
    [{ leading: true, leadingAmount: 6 * M, maxAmount: 6 * M }, 6 * M],
    [{ leading: false, leadingAmount: 0, maxAmount: 15 * M }, 0],
  ])('%j commits %d', (input, expected) => expect(committedInAuction(input)).toBe(expected));
});

describe('leaderBidError', () => {
  it.each([
    ['the first bid (nobody leads)', { leading: null, userId: 1 }, null],
    ['a rival of the leader', { leading: { userId: 2, amount: 6 * M }, userId: 1 }, null],
    ['the leader himself', { leading: { userId: 1, amount: 6 * M }, userId: 1 }, AUCTION_MSG.leaderCannotRaise],
  ])('%s', (_, input, expected) => expect(leaderBidError(input)).toBe(expected));
});

describe('maxWithBidError', () => {
  it.each([
    [{ amount: 6 * M, maxAmount: undefined }, null],
    [{ amount: 6 * M, maxAmount: 6 * M }, null],
    [{ amount: 6 * M, maxAmount: 6 * M - 1 }, AUCTION_MSG.maxBelowBid],
  ])('%j', (input, expected) => expect(maxWithBidError(input)).toBe(expected));
});

describe('maxChangeError', () => {
  const leading = { userId: 1, amount: 10 * M };
  it.each([
    ['leader raises it', { maxAmount: 30 * M, leading, userId: 1 }, null],
    ['leader lowers it to the leading bid', { maxAmount: 10 * M, leading, userId: 1 }, null],
    ['leader removes it', { maxAmount: null, leading, userId: 1 }, null],
    ['leader lowers it one peso below the leading bid', { maxAmount: 10 * M - 1, leading, userId: 1 }, AUCTION_MSG.maxBelowLeading('$ 10.000.000')],
    ['an outbid bidder removes a spent one', { maxAmount: null, leading, userId: 2 }, null],
    ['an outbid bidder sets one without bidding', { maxAmount: 20 * M, leading, userId: 2 }, AUCTION_MSG.maxNeedsBid],
    ['no bid yet', { maxAmount: 20 * M, leading: null, userId: 2 }, AUCTION_MSG.maxNeedsBid],
  ] as const)('%s', (_case, input, expected) => {
    expect(maxChangeError(input)).toBe(expected);
  });
});
