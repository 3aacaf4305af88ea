import { SENIOR_AGE_OVER } from '../../constants';
import type { SeasonRules } from '../season-rules';
import { SEASON_RULES_MSG } from '../season-rules.messages';

/**
 * The open auctions in the order a manager acts on them (docs/decisions/027-the-phone-app.md): the
 * one closing first on top; an auction without a closing time yet (no bid) after them; then by id.
 */
export function byClosingTime(a: { id: number; ends_at: string | null }, b: { id: number; ends_at: string | null }): number {
  const end = (x: { ends_at: string | null }) => (x.ends_at ? Date.parse(x.ends_at) : Number.POSITIVE_INFINITY);
  return end(a) - end(b) || a.id - b.id;
}

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
