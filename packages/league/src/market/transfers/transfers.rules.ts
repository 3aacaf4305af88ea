import { MARKET_MSG } from '../market.messages';
import type { SeasonRules } from '../season-rules';

/** Spanish refusal, or null, for the players listed in one transfer (at most players_per_transfer, 2). */
export function transferPlayersError(count: number, rules: SeasonRules): string | null {
  return count > rules.players_per_transfer ? MARKET_MSG.tooManyPlayers(rules.players_per_transfer) : null;
}
