import { MSG } from '../../messages';
import { formatMoney } from '../money.rules';
import type { SeasonRules } from '../season-rules';
import { MARKET_MSG } from '../market.messages';
import { AUCTION_MSG } from './auctions.messages';

/** The first bid of an auction is at least half the player's value by default (001 §5). */
export function minimumFirstBid(playerValue: number, rules: SeasonRules): number {
  return Math.ceil(playerValue * rules.auction_start_factor);
}

/** Each later bid is at least the previous one plus the season's minimum raise (1,000,000). */
export function minimumNextBid(lastAmount: number, rules: SeasonRules): number {
  return lastAmount + rules.auction_min_raise;
}

/** The documents' low-bid text, then the rule behind it: the least amount, the previous bid plus the minimum raise. */
export const bidTooLowText = (min: number, rules: SeasonRules) =>
  `${MSG.bidTooLow} ${MARKET_MSG.bidRaiseRule(formatMoney(min), formatMoney(rules.auction_min_raise))}`;

/**
 * Spanish error or null for a bid: the first one (no lastAmount) against half the value,
 * later ones against the previous + the minimum raise with the documented text.
 */
export function validateBid(input: { amount: number; lastAmount: number | null; playerValue: number }, rules: SeasonRules): string | null {
  if (!Number.isInteger(input.amount) || input.amount <= 0) return MARKET_MSG.amountInvalid;
  if (input.lastAmount === null) {
    const min = minimumFirstBid(input.playerValue, rules);
    return input.amount >= min ? null : MARKET_MSG.firstBidTooLow(formatMoney(min));
  }
  const min = minimumNextBid(input.lastAmount, rules);
  return input.amount >= min ? null : bidTooLowText(min, rules);
}

/** The leading bid of an auction: who and how much. */
export type LeadingBid = { userId: number; amount: number };
/** A bidder's private maximum in an auction, and when it was set (the earlier wins a tie). */
export type StandingMax = { userId: number; amount: number; setAt: Date };
/** A bid the server places on someone's behalf. */
export type ProxyBid = { userId: number; amount: number };

type Contender = { userId: number; cap: number; setAt: number };

/**
 * Proxy bidding (decision 038), after the lead became `leading`: the automatic bid the standing
 * maximums call for, or null when nobody's maximum can raise by the minimum. Classic rule, decided
 * at once: the highest maximum wins (equal maximums: the earlier one), at the runner-up's
 * maximum + the minimum raise, capped at its own maximum. A maximum that cannot reach the current
 * bid + the minimum raise is spent: it never answers a hand bid of the same amount (that would let
 * a bidder probe it). The answer is always a valid next bid, and one answer settles the auction's
 * state: afterwards no maximum can raise again (the runner-up's is below the new bid + the raise).
 */
export function proxyBid(input: { leading: LeadingBid; maximums: readonly StandingMax[] }, rules: SeasonRules): ProxyBid | null {
  const { leading } = input;
  const next = minimumNextBid(leading.amount, rules);
  const own = input.maximums.find((m) => m.userId === leading.userId);
  const leader: Contender = {
    userId: leading.userId,
    cap: Math.max(leading.amount, own?.amount ?? 0),
    setAt: own && own.amount >= leading.amount ? own.setAt.getTime() : Number.POSITIVE_INFINITY,
  };
  const challengers = input.maximums
    .filter((m) => m.userId !== leading.userId && m.amount >= next)
    .map((m): Contender => ({ userId: m.userId, cap: m.amount, setAt: m.setAt.getTime() }));
  if (!challengers.length) return null;
  const [winner, runnerUp] = [leader, ...challengers].sort((a, b) => b.cap - a.cap || a.setAt - b.setAt || a.userId - b.userId) as [Contender, Contender];
  return { userId: winner.userId, amount: Math.min(winner.cap, runnerUp.cap + rules.auction_min_raise) };
}

/**
 * What a bidder commits in one open auction: while leading, the larger of the leading bid and
 * their maximum (the server may raise up to it); when not leading, nothing (their maximum is spent).
 */
export function committedInAuction(input: { leading: boolean; leadingAmount: number; maxAmount: number | null }): number {
  return input.leading ? Math.max(input.leadingAmount, input.maxAmount ?? 0) : 0;
}

/**
 * Spanish error or null for a hand bid by `userId`: the leading bidder does not bid against himself
 * (it would only raise his price and push a soft close back); he raises his maximum instead.
 */
export function leaderBidError(input: { leading: LeadingBid | null; userId: number }): string | null {
  return input.leading?.userId === input.userId ? AUCTION_MSG.leaderCannotRaise : null;
}

/** Spanish error or null for the maximum left with a bid of `amount`: at least the bid itself. */
export function maxWithBidError(input: { amount: number; maxAmount: number | undefined }): string | null {
  if (input.maxAmount === undefined) return null;
  return input.maxAmount >= input.amount ? null : AUCTION_MSG.maxBelowBid;
}

/**
 * Spanish error or null for changing a maximum without bidding (`maxAmount` null removes it). The
 * leader may raise it, or lower or remove it only down to their leading bid; anyone else may only
 * remove theirs (spent): a new maximum from behind comes with a bid, so nobody bids unseen.
 */
export function maxChangeError(input: { maxAmount: number | null; leading: LeadingBid | null; userId: number }): string | null {
  const { maxAmount, leading } = input;
  if (maxAmount === null) return null;
  if (leading?.userId !== input.userId) return AUCTION_MSG.maxNeedsBid;
  return maxAmount >= leading.amount ? null : AUCTION_MSG.maxBelowLeading(formatMoney(leading.amount));
}
