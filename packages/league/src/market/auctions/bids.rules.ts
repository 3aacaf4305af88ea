import { MSG } from '../../messages';
import { formatMoney } from '../money.rules';
import type { SeasonRules } from '../season-rules';
import { MARKET_MSG } from '../market.messages';

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
