import type { SeasonRules } from '../season-rules';
import { SQUAD_ACTIONS_MSG as M } from './squad-actions.messages';

/**
 * No money pump (decision 013). Releasing pays a share of the player's value, and a free agent can
 * be bought back cheaper (an auction starts at half his value): without these rules a manager
 * could release, buy back and release again for a profit each time. The release's credit is
 * capped in `releaseCredit` (squad-actions.rules.ts); the way back is closed here.
 */

/**
 * Spanish refusal, or null: with `release_no_return`, a player cannot join, in the season he was
 * released, a team that released him (`releasedBy`: the teams that released him this season), by
 * any route (auction, transfer, clause, staff move).
 */
export function returnAfterReleaseError(input: { player: string; teamId: number; releasedBy: readonly number[] }, rules: SeasonRules): string | null {
  if (!rules.release_no_return) return null;
  return input.releasedBy.includes(input.teamId) ? M.releasedCannotReturn(input.player) : null;
}

/**
 * The first refusal, or null, of moving these players into `teamId`, given the teams that released
 * each of them this season (`releasing`, by player id): the same rule, for every route that moves
 * several players at once (a transfer's players, an offer's or a bid's one player).
 */
export function returnAfterReleaseRefusal(
  input: { players: readonly { id: number; name: string }[]; teamId: number; releasing: ReadonlyMap<number, readonly number[]> },
  rules: SeasonRules,
): string | null {
  for (const p of input.players) {
    const error = returnAfterReleaseError({ player: p.name, teamId: input.teamId, releasedBy: input.releasing.get(p.id) ?? [] }, rules);
    if (error) return error;
  }
  return null;
}

/**
 * What a team paid for one player of a transfer of `players` players for `budget`: an even share,
 * rounded down, so the shares of one transfer never add up to more than it cost.
 */
export function transferShare(budget: number, players: number): number {
  return players > 0 ? Math.floor(budget / players) : budget;
}
