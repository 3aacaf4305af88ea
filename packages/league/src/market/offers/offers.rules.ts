import { DIVISIONS } from '../../constants';
import { MARKET_MSG } from '../market.messages';
import { formatMoney } from '../money.rules';
import type { SeasonRules } from '../season-rules';

/** Slider range of a clause's total: 1x to 2x the player's value by default (000 §5), whole pesos. */
export function clauseRange(playerValue: number, rules: SeasonRules): { min: number; max: number } {
  return { min: Math.ceil(playerValue * rules.clause_min_factor), max: Math.floor(playerValue * rules.clause_max_factor) };
}

/**
 * The total a clause offers (DECISIONS, Money): `total_value` when sent, else `value + extra_value`
 * (the documents' client puts the slider amount in `value` and may send no extra).
 */
export function offeredClauseTotal(body: { value?: number; extra_value?: number; total_value?: number }): number {
  return body.total_value ?? (body.value ?? 0) + (body.extra_value ?? 0);
}

/**
 * The offered total against the player's value as stored and the season's clause range (1x–2x by
 * default): Spanish error, or null when it is a whole amount within the range. What is stored
 * follows: value = player's value, extra = the rest.
 */
export function validateClauseTotal(input: { playerValue: number; total: number }, rules: SeasonRules): string | null {
  const { playerValue, total } = input;
  if (!Number.isInteger(playerValue) || playerValue < 0) return MARKET_MSG.playerValueInvalid;
  const { min, max } = clauseRange(playerValue, rules);
  if (!Number.isInteger(total) || total < min || total > max) return MARKET_MSG.clauseTotalRange(formatMoney(min), formatMoney(max));
  return null;
}

/** The statuses that protect a player from clauses (the market filter "libres para cláusula" reads them in SQL too). */
export const CLAUSE_PROTECTED_STATUSES = ['bloqueado', 'restringido'] as const;

/** Only players of Primera/Segunda teams, neither 'bloqueado' nor 'restringido', can be claimed. */
export function canBeClauseTarget(player: { status: string | null | undefined; division: string | null | undefined }): boolean {
  if ((CLAUSE_PROTECTED_STATUSES as readonly (string | null | undefined)[]).includes(player.status)) return false;
  return (DIVISIONS as readonly string[]).includes(player.division ?? '');
}

/** True once a team has lost the season's maximum of players by clause (6): no more clauses against it. */
export function clauseLossesReached(lostThisSeason: number, rules: SeasonRules): boolean {
  return lostThisSeason >= rules.max_clause_losses;
}
