import {
  MSG,
  SENIOR_AGE_OVER,
  auctionEndsAt,
  auctionLimitError,
  isMarketOpen,
  maxWithBidError,
  validateBid,
  type AuctionBody,
  type AuctionCreated,
} from '@superliga/league';
import { type ServiceContext } from '../../../lib/context';
import { refuse } from '../../../lib/errors';
import { publish } from '../../../lib/events';
import { moneyTransaction } from '../../../lib/transaction';
import { requireAvailable } from '../../money';
import { lockPlayers, requireFree } from '../../players/player-reservations';
import { rulesForSeason } from '../../../features/season-rules/season-rules.service';
import { currentSeason, freeAgentTeamId } from '../../../features/settings/settings.service';
import { refuseReturnAfterRelease } from '../../squad/release-history';
import { alertAuctionOpened } from '../../../features/watchlist/watchlist.service';
import * as repo from '../auctions.repository';
import { presentAuctionById } from '../queries';
import { resolveBidder, fundsField } from '../auction-guards';
import { placeBid } from '../commands/place-bid';

/**
 * POST /auctions: opens an auction on an outside or free-agent player with its first bid. On a
 * player whose auction is open it is a bid on that auction, as the documents' client bids (same
 * rules as POST /auctions/{id}/bids).
 */
export async function createAuction(ctx: ServiceContext, body: AuctionBody): Promise<AuctionCreated> {
  const open = await repo.findOpenAuctionOfPlayer(ctx.db, body.id_player);
  if (open) {
    const named = [body.auctioned_by, body.created_by].find((id) => id !== undefined && id !== ctx.actor.id);
    const bid = await placeBid(ctx, open.id, { amount: body.amount, auctioned_by: named, max_amount: body.max_amount });
    return { message: bid.message, ...(await presentAuctionById(ctx.db, open.id)) };
  }
  const now = ctx.clock.now();
  const season = await currentSeason(ctx.db);
  if (body.id_season !== undefined && body.id_season !== season.id) throw refuse('auction.not_current_season');
  const rules = await rulesForSeason(ctx.db, season.id);
  if (!isMarketOpen(season.startDate, now, rules)) throw refuse('auction.market_closed');
  const bidder = await resolveBidder(ctx, [body.auctioned_by, body.created_by]);

  const created = await moneyTransaction(ctx.db, async (tx) => {
    // The player row first, then the budget (decision 009): racing creations for one player take turns.
    await lockPlayers(tx, [body.id_player]);
    const player = await repo.findPlayerWithTeam(tx, body.id_player);
    if (!player) throw refuse('auction.player_not_found');
    if (player.division !== null && player.teamId !== (await freeAgentTeamId(tx))) throw refuse('auction.player_not_auctionable');
    if (body.id_team !== undefined && body.id_team !== player.teamId) throw refuse('auction.team_mismatch');
    await requireFree(tx, [player], 'auction');
    await refuseReturnAfterRelease(tx, { players: [player], teamId: bidder.team.id, seasonId: season.id, rules });
    const invalid = validateBid({ amount: body.amount, lastAmount: null, playerValue: player.value }, rules);
    if (invalid) throw refuse('auction.amount_too_low', invalid);
    const maxInvalid = maxWithBidError({ amount: body.amount, maxAmount: body.max_amount });
    if (maxInvalid) throw refuse('auction.max_amount_invalid', maxInvalid);
    // The maximum is committed money too (the server may bid up to it).
    await requireAvailable(tx, bidder.userId, Math.max(body.amount, body.max_amount ?? 0), { actorId: ctx.actor.id, field: fundsField(body) });
    // Counted with the bidder's budget row locked: two racing auctions of one manager take turns.
    const used = await repo.auctionsOpenedBy(tx, bidder.userId, season.id, SENIOR_AGE_OVER);
    const overLimit = auctionLimitError({ opened: used.opened, openedOver20: used.openedOver, playerAge: player.age }, rules);
    if (overLimit) throw refuse('auction.limit_reached', overLimit);
    const auction = await repo.insertAuction(tx, {
      playerId: player.id,
      teamId: player.teamId,
      seasonId: season.id,
      createdBy: bidder.userId,
      status: 'open',
      endsAt: auctionEndsAt(now, rules),
      createdAt: now,
    });
    const bid = await repo.insertBid(tx, { auctionId: auction.id, userId: bidder.userId, teamId: bidder.team.id, amount: body.amount, createdAt: now });
    if (body.max_amount !== undefined) {
      await repo.saveMaxBid(tx, { auctionId: auction.id, userId: bidder.userId, teamId: bidder.team.id, amount: body.max_amount, setAt: now });
    }
    await alertAuctionOpened(tx, ctx, { playerId: player.id, player: player.name, endsAt: auction.endsAt, openerId: bidder.userId });
    return { auction, bid, playerName: player.name };
  });

  await publish(ctx, { type: 'auction.bid', payload: { auction_id: created.auction.id, id_player: created.auction.playerId, bid_id: created.bid.id } });
  return { message: MSG.auctionCreated, ...(await presentAuctionById(ctx.db, created.auction.id)) };
}
