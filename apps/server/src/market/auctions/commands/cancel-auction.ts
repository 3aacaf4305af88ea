import { AUCTION_MSG, paths } from '@superliga/league';
import { type ServiceContext } from '../../../lib/context';
import { recordAudit } from '../../../features/audit/audit.service';
import { publish } from '../../../lib/events';
import { moneyTransaction } from '../../../lib/transaction';
import { resolveNotices } from '../../../features/notifications/notifications.service';
import { alertAuctionEnded } from '../../../features/watchlist/watchlist.service';
import * as repo from '../auctions.repository';
import { closedAuctionConflict, lockAuctionAndPlayer } from '../auction-guards';

/**
 * PUT /auction/cancel/{id} (Admin): an open auction stops without a winner, so its player is free
 * for staff again (the reservation rule). Its bids stop counting as committed money; no money
 * moved while it was open and the player's status was never changed, so nothing else to restore.
 */
export async function cancelAuction(ctx: ServiceContext, auctionId: number) {
  const cancelled = await moneyTransaction(ctx.db, async (tx) => {
    const { auction, player } = await lockAuctionAndPlayer(tx, auctionId);
    if (auction.status !== 'open') throw closedAuctionConflict(auction);
    await repo.markCancelled(tx, auction.id, { confirmedBy: ctx.actor.id, confirmedAt: ctx.clock.now() });
    // Nobody can bid any more: every outbid notice of the auction is done with (decision 034).
    await resolveNotices(tx, ctx, 'auction.outbid', paths.auctionBid(auction.playerId, auction.id));
    await alertAuctionEnded(tx, ctx, { playerId: auction.playerId, player: player?.name ?? '', teamId: null, except: [] });
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'auction.cancelled_by_staff',
      at: ctx.clock.now(),
      teamId: auction.teamId,
      seasonId: auction.seasonId,
      reference: `auction:${auction.id}`,
      before: { status: auction.status },
      after: { status: 'cancelled' },
    });
    return auction;
  });
  await publish(ctx, { type: 'auction.cancelled', payload: { auction_id: auctionId, id_player: cancelled.playerId } });
  return { message: AUCTION_MSG.auctionCancelledOk };
}
