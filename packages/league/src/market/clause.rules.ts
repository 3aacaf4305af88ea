import { CLAUSE_MAX_FACTOR, CLAUSE_MIN_FACTOR, DIVISIONS, MAX_PLAYERS_LOST_BY_CLAUSE } from '../constants';
import { MARKET_MSG } from './market.messages';
import { formatMoney } from './money.rules';

/** Slider range of a clause's total: 1x to 2x the player's value (000 §5). */
export function clauseRange(playerValue: number): { min: number; max: number } {
  return { min: playerValue * CLAUSE_MIN_FACTOR, max: playerValue * CLAUSE_MAX_FACTOR };
}

/** total_value = value + extra_value; the server always recomputes it. */
export function clauseTotal(value: number, extraValue: number): number {
  return value + extraValue;
}

/** Spanish error, or null when extra_value is a whole amount keeping the total within range. */
export function validateClause(input: { playerValue: number; extraValue: number }): string | null {
  const { playerValue, extraValue } = input;
  if (!Number.isInteger(playerValue) || playerValue < 0) return MARKET_MSG.playerValueInvalid;
  const { min, max } = clauseRange(playerValue);
  const maxExtra = max - min;
  if (!Number.isInteger(extraValue) || extraValue < 0 || extraValue > maxExtra) {
    return MARKET_MSG.extraValueRange(formatMoney(maxExtra));
  }
  return null;
}

/** Only players of Primera/Segunda teams, neither 'bloqueado' nor 'restringido', can be claimed. */
export function canBeClauseTarget(player: { status: string | null | undefined; division: string | null | undefined }): boolean {
  if (player.status === 'bloqueado' || player.status === 'restringido') return false;
  return (DIVISIONS as readonly string[]).includes(player.division ?? '');
}

export type ClauseLike = {
  id: number;
  id_player: number;
  created_at: Date | string;
  confirmed: string;
  active: string;
};

/**
 * Per player, the newest open clause (confirmed 'no', active 'yes'), newest by created_at then
 * id (000 §4). Kept clauses come back in the order they were given.
 */
export function latestOpenClausePerPlayer<T extends ClauseLike>(clauses: readonly T[]): T[] {
  const time = (c: T) => new Date(c.created_at).getTime();
  const latest = new Map<number, T>();
  for (const c of clauses) {
    if (c.confirmed !== 'no' || c.active !== 'yes') continue;
    const kept = latest.get(c.id_player);
    if (!kept || time(c) > time(kept) || (time(c) === time(kept) && c.id > kept.id)) latest.set(c.id_player, c);
  }
  const keep = new Set(latest.values());
  return clauses.filter((c) => keep.has(c));
}

/** How many more players a team may lose by clause this season (rulebook: at most 6). */
export function remainingClauseLosses(lostThisSeason: number): number {
  return Math.max(0, MAX_PLAYERS_LOST_BY_CLAUSE - lostThisSeason);
}
