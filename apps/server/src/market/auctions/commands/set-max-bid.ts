import { AUCTION_MSG, isAuctionOpen, maxChangeError, type MaxBidBody, type MaxBidSaved } from '@superliga/league';
import { type ServiceContext } from '../../../lib/context';
import { refuse } from '../../../lib/errors';
import { moneyTransaction } from '../../../lib/transaction';
import { requireAvailable } from '../../money';
import * as repo from '../auctions.repository';
import { maxBidState } from '../queries';
import { resolveBidder, closedAuctionConflict } from '../auction-guards';

/**
 * PUT /auctions/{id}/max-bid: the leader raises, lowers (down to their leading bid) or removes
 * their maximum; anyone removes a spent one. A new maximum from behind comes with a bid.
 */
export async function setMaxBid(ctx: ServiceContext, auctionId: number, body: MaxBidBody): Promise<MaxBidSaved> {
  const now = ctx.clock.now();
  const bidder = await resolveBidder(ctx, []);
  const state = await moneyTransaction(ctx.db, async (tx) => {
    const auction = await repo.lockAuction(tx, auctionId);
    if (!auction) throw refuse('auction.not_found');
    if (auction.status !== 'open') throw closedAuctionConflict(auction);
    if (!isAuctionOpen(auction.endsAt, now)) throw refuse('auction.ended');
    const last = await repo.highestBid(tx, auction.id);
    const invalid = maxChangeError({ maxAmount: body.max_amount, leading: last ? { userId: last.userId, amount: last.amount } : null, userId: bidder.userId });
    if (invalid) throw refuse('auction.max_amount_invalid', invalid);
    if (body.max_amount === null) {
      await repo.deleteMaxBid(tx, auction.id, bidder.userId);
    } else {
      await requireAvailable(tx, bidder.userId, body.max_amount, { excluding: { auctionId: auction.id }, field: 'max_amount' });
      const standing = await repo.findMaxBid(tx, auction.id, bidder.userId);
      const setAt = standing && body.max_amount <= standing.amount ? standing.setAt : now;
      await repo.saveMaxBid(tx, { auctionId: auction.id, userId: bidder.userId, teamId: bidder.team.id, amount: body.max_amount, setAt });
    }
    return maxBidState(tx, auction.id, bidder.userId);
  });
  return { message: body.max_amount === null ? AUCTION_MSG.maxRemoved : AUCTION_MSG.maxSaved, ...state };
}
