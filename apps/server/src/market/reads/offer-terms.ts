import { runTogether } from '../../db/batch';
import type { Tx } from '../../db/client';
import * as offers from '../offers/offers.repository';
import { openOperationsStatement } from '../players/players.service';
import { releasingTeamsStatement } from '../squad/release-history.service';
import { availableMoneyStatements } from './available-money';

/**
 * Everything a new offer is judged on (create-offer), in one round trip (decision 012) and in the
 * market's lock order (decision 009): the player's row locked (`target`: he and his team), then
 * the offerer's budget, then — each statement seeing what committed while it waited — what the
 * offerer has committed, the operations the player is part of (`operations`), the round on the
 * player (`round`: the team's clause losses, its open offers, whether it is revealed) and the
 * teams that released him this season (`releasing`).
 */
export function readOfferTerms(tx: Tx, input: { playerId: number; offererId: number; teamId: number; seasonId: number; now: Date }) {
  return runTogether(tx, {
    target: offers.playerWithTeamStatement(tx, input.playerId, true),
    ...availableMoneyStatements(tx, input.offererId),
    operations: openOperationsStatement(tx, [input.playerId]),
    round: offers.roundOnPlayerStatement(tx, { playerId: input.playerId, teamId: input.teamId, seasonId: input.seasonId, now: input.now }),
    releasing: releasingTeamsStatement([input.playerId], input.seasonId),
  });
}
