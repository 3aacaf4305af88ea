import { runTogether, type Statement } from '../../db/batch';
import type { Tx } from '../../db/client';
import * as commitments from '../ledger/commitments.repository';
import * as offers from '../offers/offers.repository';
import { openOperationsStatement } from '../players/player-reservations';
import { releasingTeamsStatement } from '../squad/release-history';

// The two reads of a new offer (create-offer): what it is judged on, then its row written with the
// owner's notice.

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
    ...commitments.availableMoneyStatements(tx, input.offererId),
    operations: openOperationsStatement(tx, [input.playerId]),
    round: offers.roundOnPlayerStatement(tx, { playerId: input.playerId, teamId: input.teamId, seasonId: input.seasonId, now: input.now }),
    releasing: releasingTeamsStatement([input.playerId], input.seasonId),
  });
}

/**
 * A new offer and, in the same round trip (decision 012), the owner's notice of it (`notice`, a
 * statement of the notifications' outbox, when the owner is told at all): he hears of it at once,
 * of the amount only when it is revealed.
 */
export async function insertOfferWithNotice(tx: Tx, values: Parameters<typeof offers.insertOfferStatement>[1], notice: Statement<unknown> | undefined) {
  const { offer } = await runTogether(tx, { offer: offers.insertOfferStatement(tx, values), ...(notice ? { notice } : {}) });
  return offer;
}
