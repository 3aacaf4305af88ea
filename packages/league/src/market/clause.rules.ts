import { CLAUSE_MAX_FACTOR, CLAUSE_MIN_FACTOR, DIVISIONS, MAX_PLAYERS_LOST_BY_CLAUSE } from '../constants';
import { MARKET_MSG } from './market.messages';
import { formatMoney } from './money.rules';

/** Slider range of a clause's total: 1x to 2x the player's value (000 §5). */
export function clauseRange(playerValue: number): { min: number; max: number } {
  return { min: playerValue * CLAUSE_MIN_FACTOR, max: playerValue * CLAUSE_MAX_FACTOR };
}

/**
 * The total a clause offers (DECISIONS, Money): `total_value` when sent, else `value + extra_value`
 * (the documents' client puts the slider amount in `value` and may send no extra).
 */
export function offeredClauseTotal(body: { value?: number; extra_value?: number; total_value?: number }): number {
  return body.total_value ?? (body.value ?? 0) + (body.extra_value ?? 0);
}

/**
 * The offered total against the player's value as stored: Spanish error, or null when it is a
 * whole amount between 1x and 2x. What is stored follows: value = player's value, extra = the rest.
 */
export function validateClauseTotal(input: { playerValue: number; total: number }): string | null {
  const { playerValue, total } = input;
  if (!Number.isInteger(playerValue) || playerValue < 0) return MARKET_MSG.playerValueInvalid;
  const { min, max } = clauseRange(playerValue);
  if (!Number.isInteger(total) || total < min || total > max) return MARKET_MSG.clauseTotalRange(formatMoney(min), formatMoney(max));
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
