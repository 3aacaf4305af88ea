import type { Tx } from '../../db/client';
import { type ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/transaction';
import { lockPlayers } from '../players/player-reservations';
import { cachedManagedTeam } from '../../features/teams/teams.service';
import * as repo from './auctions.repository';

/** An auction staff stopped before it was confirmed. */
const CANCELLED_STATUS = 'cancelled';

/**
 * Who bids: the actor, or for an Admin the user named in auctioned_by/created_by. Anybody else
 * naming another user is refused (ARCHITECTURE §3: the actor is the token's user).
 */
export async function resolveBidder(ctx: ServiceContext, named: (number | undefined)[]) {
  const others = named.filter((id): id is number => id !== undefined && id !== ctx.actor.id);
  let user = { id: ctx.actor.id, name: ctx.actor.name };
  if (others.length) {
    if (ctx.actor.rol !== 'Admin') throw refuse('auction.act_as_other');
    const named = await repo.findActiveUser(ctx.db, others[0]!);
    if (!named) throw refuse('auction.bidder_not_found');
    user = named;
  }
  const team = await cachedManagedTeam(ctx, user.id);
  if (!team) throw refuse('auction.needs_team');
  return { userId: user.id, name: user.name, team };
}

/** The field a lack of money is told on: the maximum when it is what asks for more than the bid. */
export const fundsField = (body: { amount: number; max_amount?: number }) =>
  body.max_amount !== undefined && body.max_amount > body.amount ? 'max_amount' : 'amount';

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === UNIQUE_VIOLATION;

/** Why an auction no longer takes bids or a confirmation. */
export const closedAuctionConflict = (auction: repo.AuctionRow) =>
  refuse(auction.status === CANCELLED_STATUS ? 'auction.cancelled' : 'auction.already_confirmed');

/** The player row first, then the auction row: the market's lock order (decision 009). */
export async function lockAuctionAndPlayer(tx: Tx, auctionId: number) {
  const seen = await repo.findAuction(tx, auctionId);
  if (!seen) throw refuse('auction.not_found');
  const [player] = await lockPlayers(tx, [seen.playerId]);
  const auction = (await repo.lockAuction(tx, auctionId))!;
  return { auction, player };
}
