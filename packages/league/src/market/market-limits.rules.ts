import { SENIOR_AGE_OVER } from '../constants';
import { MARKET_MSG } from './market.messages';
import type { SeasonRules } from './season-rules';
import { SEASON_RULES_MSG } from './season-rules.messages';

/**
 * Spanish refusal, or null, for a team opening one more auction this season: at most
 * auctions_per_team in all and auctions_over_20_per_team on players older than 20.
 */
export function auctionLimitError(input: { opened: number; openedOver20: number; playerAge: number }, rules: SeasonRules): string | null {
  if (input.opened >= rules.auctions_per_team) return SEASON_RULES_MSG.auctionsPerTeam(rules.auctions_per_team);
  if (input.playerAge > SENIOR_AGE_OVER && input.openedOver20 >= rules.auctions_over_20_per_team) {
    return SEASON_RULES_MSG.auctionsOver20(rules.auctions_over_20_per_team);
  }
  return null;
}

/** Spanish refusal, or null, for a batch of prizes (at most prizes_per_batch, 14). */
export function prizeBatchError(count: number, rules: SeasonRules): string | null {
  return count > rules.prizes_per_batch ? SEASON_RULES_MSG.tooManyPrizes(rules.prizes_per_batch) : null;
}

/** Spanish refusal, or null, for the players listed in one transfer (at most players_per_transfer, 2). */
export function transferPlayersError(count: number, rules: SeasonRules): string | null {
  return count > rules.players_per_transfer ? MARKET_MSG.tooManyPlayers(rules.players_per_transfer) : null;
}

/** True once a team has lost the season's maximum of players by clause (6): no more clauses against it. */
export function clauseLossesReached(lostThisSeason: number, rules: SeasonRules): boolean {
  return lostThisSeason >= rules.max_clause_losses;
}
