import { searchKey } from '../common/text.rules';

/**
 * Football Manager's value text, as its views print it ("€1.2M", "£950K", "$500K", "€1M - €3M",
 * "Not for sale", "-"). A range (a value FM's scouts have not pinned down) counts as its midpoint
 * (docs/decisions/019-football-manager-import.md).
 */
export type FmMoney =
  | { kind: 'none' }
  | {
      kind: 'amount';
      /** The currency symbol FM printed; null for a bare number. */
      currency: FmCurrency | null;
      /** In units of that currency (whole units; a range's midpoint). */
      amount: number;
    };
export const FM_CURRENCIES = ['€', '£', '$'] as const;
export type FmCurrency = (typeof FM_CURRENCIES)[number];

/** Texts FM prints where a value is not known or not set: the player's value stays as it is. */
const NO_VALUE = new Set(['', '-', '--', 'not for sale', 'no esta en venta', 'no se vende', 'unknown', 'desconocido', 'n/a', 'nfs']);

const MULTIPLIERS: Record<string, number> = { '': 1, k: 1_000, mil: 1_000, m: 1_000_000, b: 1_000_000_000, bn: 1_000_000_000 };

const ONE_AMOUNT = /^([€£$])?\s*(\d+(?:[.,]\d+)*)\s*(k|mil|m|bn|b)?\s*([€£$])?$/i;

/** '1.2' and '1,2' are decimals; '950,000' and '1.500.000' are thousands separators. */
function readNumber(digits: string, hasSuffix: boolean): number | null {
  const separators = digits.match(/[.,]/g) ?? [];
  if (separators.length === 0) return Number(digits);
  const groups = digits.split(/[.,]/);
  const thousands = new Set(separators).size === 1 && groups.slice(1).every((g) => g.length === 3) && (separators.length > 1 || !hasSuffix);
  if (thousands) return Number(groups.join(''));
  if (separators.length > 1) {
    // '1,234.5' or '1.234,5': the last separator is the decimal point, the others group thousands.
    const last = groups.pop()!;
    if (!groups.slice(1).every((g) => g.length === 3)) return null;
    return Number(`${groups.join('')}.${last}`);
  }
  return Number(digits.replace(',', '.'));
}

function readAmount(text: string): { currency: FmCurrency | null; amount: number } | null {
  const m = ONE_AMOUNT.exec(text.trim());
  if (!m) return null;
  const [, before, digits, suffix = '', after] = m;
  if (before && after) return null;
  const n = readNumber(digits!, suffix !== '');
  if (n === null || !Number.isFinite(n)) return null;
  return { currency: ((before ?? after) as FmCurrency | undefined) ?? null, amount: n * MULTIPLIERS[suffix.toLowerCase()]! };
}

/** FM's value text to an amount in its currency, 'none' when FM shows no value, null when unreadable. */
export function parseFmMoney(text: string): FmMoney | null {
  const clean = text.replace(/\u00a0/g, ' ').trim();
  if (NO_VALUE.has(searchKey(clean))) return { kind: 'none' };
  const parts = clean.split(/\s*[-–—]\s*/);
  if (parts.length > 2 || parts.some((p) => p === '')) return null;
  const amounts = parts.map(readAmount);
  if (amounts.some((a) => a === null)) return null;
  const [low, high = low] = amounts as { currency: FmCurrency | null; amount: number }[];
  const currencies = new Set([low!.currency, high!.currency].filter((c) => c !== null));
  if (currencies.size > 1 || high!.amount < low!.amount) return null;
  return { kind: 'amount', currency: [...currencies][0] ?? null, amount: Math.round((low!.amount + high!.amount) / 2) };
}

/**
 * The season's currency rule: a player's value is whole pesos, FM's amount times the season's
 * `fm_value_factor` (pesos per unit of FM's currency; 1 by default: "€1.2M" is $ 1.200.000).
 */
export function fmValueInPesos(amount: number, factor: number): number {
  return Math.round(amount * factor);
}

/** A whole number cell (age, CA, PA) within bounds, or null. */
export function parseFmInt(text: string, min: number, max: number): number | null {
  const clean = text.trim();
  if (!/^\d{1,4}$/.test(clean)) return null;
  const n = Number(clean);
  return n >= min && n <= max ? n : null;
}

/** FM's unique id (a positive whole number), or null. */
export function parseFmUid(text: string): number | null {
  const clean = text.replace(/\s/g, '');
  if (!/^\d{1,15}$/.test(clean)) return null;
  const n = Number(clean);
  return n > 0 ? n : null;
}
