import { BET_MAX_AMOUNT, BET_MIN_AMOUNT } from '../constants';
import { formatThousands } from '../market/money.rules';
import type { SeasonRules } from '../market/season-rules';

export const betAmountMessage = `El monto debe estar entre ${formatThousands(BET_MIN_AMOUNT)} y ${formatThousands(BET_MAX_AMOUNT)}.`;

/** The bet range message for the rules in force (the defaults give betAmountMessage). */
export function betRangeMessage(rules: SeasonRules): string {
  return `El monto debe estar entre ${formatThousands(rules.bet_min)} y ${formatThousands(rules.bet_max)}.`;
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
