import { clauseRange, formatMoney, SEASON_RULES_MSG, type ClauseRaiseBody } from '@superliga/league';
import { type ServiceContext } from '../../../lib/context';
import { refuse } from '../../../lib/errors';
import { publish } from '../../../lib/events';
import { requireAvailable } from '../../money';
import { lockPlayers } from '../../players/player-reservations';
import { rulesForSeason } from '../../../features/season-rules/season-rules.service';
import * as repo from '../clause-rounds.repository';

/**
 * `POST /clause-rounds/offers/{id}/raise`: during a tie extension a tied manager raises his total,
 * within the season's clause range and his available budget. The other offers stay as they are.
 */
export async function raiseOffer(ctx: ServiceContext, offerId: number, body: ClauseRaiseBody) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const seen = await repo.findOfferWithRound(tx, offerId, now);
    if (!seen) throw refuse('offer.not_found');
    // The player row first (decision 009): a raise and a confirmation of the round take turns, so
    // a confirmation at the extension's end sees a raise made in time (decision 016).
    await lockPlayers(tx, [seen.offer.playerId]);
    const { offer, round, extensionRunning, revealKey } = (await repo.findOfferWithRound(tx, offerId, now))!;
    if (offer.createdBy !== ctx.actor.id) throw refuse('offer.raise_not_tied');
    if (offer.confirmed !== 'no' || offer.active !== 'yes') throw refuse(offer.confirmed === 'yes' ? 'offer.already_confirmed' : 'offer.closed');
    // Whether the extension still runs the database compared (decision 016).
    if (!round || round.status !== 'extended' || !extensionRunning) throw refuse('offer.raise_not_in_extension');
    const open = await repo.openOffersOfRound(tx, offer.playerId, revealKey);
    const best = Math.max(...open.map((o) => o.total_value));
    if (offer.totalValue !== best) throw refuse('offer.raise_not_tied');
    if (body.total_value <= offer.totalValue) throw refuse('offer.raise_not_higher');
    const rules = await rulesForSeason(tx, offer.seasonId);
    const { min, max } = clauseRange(offer.value, rules);
    if (body.total_value < min || body.total_value > max) throw refuse('offer.raise_out_of_range', formatMoney(max));
    // The offer's own total is already committed; only the difference must be available.
    await requireAvailable(tx, ctx.actor.id, body.total_value - offer.totalValue, { field: 'total_value' });
    if (!(await repo.raiseOpenOffer(tx, offer.id, body.total_value - offer.value, body.total_value))) throw refuse('offer.closed');
  });
  // Screens listening for offers refetch them; a raise changes an open offer like a new one.
  await publish(ctx, { type: 'offer.created', payload: { id: offerId } });
  return { message: SEASON_RULES_MSG.raiseDone };
}
