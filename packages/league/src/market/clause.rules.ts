import { DIVISIONS } from '../constants';
import { MARKET_MSG } from './market.messages';
import { formatMoney } from './money.rules';
import { DEFAULT_SEASON_RULES, type SeasonRules } from './season-rules';

/** Slider range of a clause's total: 1x to 2x the player's value by default (000 §5), whole pesos. */
export function clauseRange(playerValue: number, rules: SeasonRules = DEFAULT_SEASON_RULES): { min: number; max: number } {
  return { min: Math.ceil(playerValue * rules.clause_min_factor), max: Math.floor(playerValue * rules.clause_max_factor) };
}

/** total_value = value + extra_value; the server always recomputes it. */
export function clauseTotal(value: number, extraValue: number): number {
  return value + extraValue;
}

/**
 * Spanish error, or null when extra_value is a whole amount keeping the total (value + extra)
 * within the season's range. A minimum factor above 1x raises the least extra accepted.
 */
export function validateClause(input: { playerValue: number; extraValue: number }, rules: SeasonRules = DEFAULT_SEASON_RULES): string | null {
  const { playerValue, extraValue } = input;
  if (!Number.isInteger(playerValue) || playerValue < 0) return MARKET_MSG.playerValueInvalid;
  const { min, max } = clauseRange(playerValue, rules);
  const minExtra = Math.max(0, min - playerValue);
  const maxExtra = Math.max(0, max - playerValue);
  if (!Number.isInteger(extraValue) || extraValue < minExtra || extraValue > maxExtra) {
    return minExtra === 0 ? MARKET_MSG.extraValueRange(formatMoney(maxExtra)) : MARKET_MSG.extraValueBetween(formatMoney(minExtra), formatMoney(maxExtra));
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
export function remainingClauseLosses(lostThisSeason: number, rules: SeasonRules = DEFAULT_SEASON_RULES): number {
  return Math.max(0, rules.max_clause_losses - lostThisSeason);
}
