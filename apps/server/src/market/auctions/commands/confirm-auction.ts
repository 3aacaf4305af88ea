import { MSG, ANNOUNCE, paths, mention, NOTIFY, isAuctionOpen } from '@superliga/league';
import { actingUserId, isSystemActor, type ActingContext } from '../../../lib/context';
import { auditActorOf, recordAudit } from '../../../features/audit/audit.service';
import { refuse } from '../../../lib/errors';
import { publish } from '../../../lib/events';
import { moneyTransaction } from '../../../lib/transaction';
import { applyMovements } from '../../money';
import { announce } from '../../../features/notifications/discord.service';
import { notify, resolveNotices } from '../../../features/notifications/notifications.service';
import { requireWhereExpected } from '../../players/player-reservations';
import { alertAuctionEnded } from '../../../features/watchlist/watchlist.service';
import * as repo from '../auctions.repository';
import * as squad from '../../squad';
import { closedAuctionConflict, lockAuctionAndPlayer } from '../auction-guards';

/**
 * The player a confirmed auction brings joins the winner's squad 'bloqueado', like a player
 * bought by transfer or clause (DECISIONS, Money): the market treats every purchase alike.
 */
const AUCTIONED_PLAYER_STATUS = 'bloqueado';

/** POST /auction/confirm/{id}: after the end, once; the highest bidder pays and gets the player. */
export async function confirmAuction(ctx: ActingContext, auctionId: number) {
  const now = ctx.clock.now();
  const done = await moneyTransaction(ctx.db, async (tx) => {
    const { auction, player } = await lockAuctionAndPlayer(tx, auctionId);
    if (auction.status !== 'open') throw closedAuctionConflict(auction);
    if (isAuctionOpen(auction.endsAt, now)) throw refuse('auction.still_open');
    const best = await repo.highestBid(tx, auction.id);
    if (!best) throw refuse('auction.no_bids');
    // Nobody may have moved the player since the auction opened: else nothing moves.
    requireWhereExpected(player ? [player] : [], { teamId: auction.teamId });
    if (!player) throw refuse('player.not_found');
    // The player's status before he moves is kept: a reversal gives it back.
    const marked = await repo.markConfirmed(tx, auction.id, {
      winnerBidId: best.id,
      confirmedBy: actingUserId(ctx.actor),
      confirmedAt: now,
      previousStatus: player.status,
    });
    if (!marked) throw refuse('auction.already_confirmed');
    await applyMovements(
      tx,
      [
        {
          userId: best.userId,
          amount: -best.amount,
          kind: 'auction',
          reference: `auction:${auction.id}`,
          description: `Subasta de ${player.name}`,
          requireFunds: true,
        },
      ],
      { actorId: actingUserId(ctx.actor) ?? undefined, seasonId: auction.seasonId },
    );
    await squad.movePlayer(tx, auction.playerId, best.teamId, AUCTIONED_PLAYER_STATUS);
    const named = { player: player?.name ?? '', playerId: auction.playerId };
    const losers = (await repo.bidderIds(tx, auction.id)).filter((id) => id !== best.userId);
    // The auction is over: its outbid notices ask for nothing any more (decision 034).
    await resolveNotices(tx, ctx, 'auction.outbid', paths.auctionBid(auction.playerId, auction.id));
    await notify(tx, ctx, [
      { userId: best.userId, text: NOTIFY.auctionWon({ ...named, amount: best.amount }) },
      ...losers.map((userId) => ({ userId, text: NOTIFY.auctionLost(named) })),
    ]);
    await alertAuctionEnded(tx, ctx, { ...named, teamId: best.teamId, except: [best.userId, ...losers] });
    await announce(tx, ctx, 'auction.won', ANNOUNCE.auctionWon({ winner: mention(best.userId), player: named.player, amount: best.amount }));
    await recordAudit(tx, {
      actor: auditActorOf(ctx.actor),
      kind: isSystemActor(ctx.actor) ? 'auction.settled' : 'auction.closed_by_staff',
      at: now,
      // The winner by his user, the selling team by its team: both read it on their movements.
      userId: best.userId,
      teamId: auction.teamId,
      seasonId: auction.seasonId,
      reference: `auction:${auction.id}`,
      before: { status: 'open', team_id: auction.teamId, player_status: player.status },
      after: { status: 'confirmed', team_id: best.teamId, winner_id: best.userId, amount: best.amount, bid_id: best.id },
    });
    return { auction, best };
  });
  await publish(ctx, {
    type: 'auction.confirmed',
    payload: { auction_id: auctionId, id_player: done.auction.playerId, id_team: done.best.teamId, winner: done.best.userId },
  });
  return { message: MSG.auctionConfirmed };
}
