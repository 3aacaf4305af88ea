import { BET_MAX_AMOUNT, BET_MIN_AMOUNT } from '../constants';
import { MSG } from '../messages';
import { MARKET_MSG } from './market.messages';
import type { SeasonRules } from './season-rules';

/** '1500000' -> '1.500.000'. Manual grouping: Intl output differs between ICU builds. */
export function formatThousands(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return (Math.round(n) < 0 ? '-' : '') + grouped;
}

/** Money on screen: '$ 1.500.000', '-$ 2.000' (amounts are whole pesos). */
export function formatMoney(n: number): string {
  const text = formatThousands(n);
  return text.startsWith('-') ? `-$ ${text.slice(1)}` : `$ ${text}`;
}

export const betAmountMessage = `El monto debe estar entre ${formatThousands(BET_MIN_AMOUNT)} y ${formatThousands(BET_MAX_AMOUNT)}.`;

/** The bet range message for the rules in force (the defaults give betAmountMessage). */
export function betRangeMessage(rules: SeasonRules): string {
  return `El monto debe estar entre ${formatThousands(rules.bet_min)} y ${formatThousands(rules.bet_max)}.`;
}

/**
 * What a manager may still commit: the budget (profits) minus what is already promised
 * (open offers' total_value, pending transfers as buyer, leading bids) — DECISIONS, Money.
 */
export function availableBudget(input: { profits: number; committed: number | readonly number[] }): number {
  const committed = typeof input.committed === 'number' ? input.committed : input.committed.reduce((s, n) => s + n, 0);
  return input.profits - committed;
}

export function canAfford(amount: number, available: number): boolean {
  return amount <= available;
}

/**
 * Whether a pending transfer holds the buyer's money (decision 013): only once the buyer agreed
 * to pay it — he proposed it himself, or staff did for the league. A seller's proposal holds
 * nothing of the buyer's and never reads his money: it is checked when the buyer accepts, and
 * once accepted it holds his money while it waits in review (decision 023).
 */
export function transferCommitsBuyer(t: { createdBy: number; buyBy: number; soldBy: number; accepted?: boolean }): boolean {
  return t.createdBy === t.buyBy || t.createdBy !== t.soldBy || t.accepted === true;
}

/** Spanish error, or null when the stake is a whole amount within the season's bet range. */
export function validateBetAmount(amount: number, rules: SeasonRules): string | null {
  return Number.isInteger(amount) && amount >= rules.bet_min && amount <= rules.bet_max ? null : betRangeMessage(rules);
}

/**
 * The bet form starts at the season's minimum stake, not at the user's profits as 001 §5 says: a
 * stake is paid at once, and starting at the maximum made new managers bet it without meaning to
 * (docs/decisions/027-the-phone-app.md).
 */
export function defaultBetAmount(rules: SeasonRules): number {
  return rules.bet_min;
}

const ODD_MIN = 101; // 1.01, in hundredths: an odd of 1.00 pays back only the stake
const ODD_MAX = 99_999; // 999.99
const ODD_TEXT = /^(0|[1-9]\d{0,2})(?:[.,](\d{1,2}))?$/;

/**
 * An odd in hundredths (1.15 -> 115), or null if it is not 1.01..999.99 with at most two
 * decimals. Accepts '1.15', '1,15' (Spanish keyboards), '2', '2.5' and numbers. Working in
 * hundredths keeps payouts exact (1.15 as a float is 1.149999…).
 */
export function parseOdd(input: string | number): number | null {
  let hundredths: number;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    hundredths = Math.round(input * 100);
    // 2.675 * 100 = 267.49999…: more than two decimals, not a float artefact, so refuse it.
    if (Math.abs(input * 100 - hundredths) > 1e-6) return null;
  } else {
    const match = ODD_TEXT.exec(input.trim());
    if (!match) return null;
    hundredths = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  }
  return hundredths >= ODD_MIN && hundredths <= ODD_MAX ? hundredths : null;
}

/** 115 -> '1.15': the canonical text stored for an odd. */
export function formatOdd(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** What a winning bet credits: round(odd × amount), exact for two-decimal odds. */
export function betPayout(odd: number | string, amount: number): number {
  const hundredths = parseOdd(odd);
  if (hundredths === null) throw new RangeError(`Cuota inválida: ${String(odd)}`);
  // Integer product is exact below 2^53; the single division is correctly rounded.
  return Math.round((hundredths * amount) / 100);
}

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
