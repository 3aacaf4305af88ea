import {
  AUCTION_MSG,
  MSG,
  auctionEndsAt,
  isAuctionOpen,
  isMarketOpen,
  validateBid,
  type Auction,
  type AuctionBid,
  type AuctionBody,
  type AuctionCreated,
  type AuctionStatus,
  type BidBody,
  type BidPlaced,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { publish } from '../../lib/events';
import { applyMovements, requireAvailable } from '../ledger/ledger.service';
import { currentSeason, freeAgentTeamId } from '../settings/settings.service';
import * as repo from './auctions.repository';

/**
 * The player a confirmed auction brings joins the winner's squad 'bloqueado', like a player
 * bought by transfer or clause (DECISIONS, Money): the market treats every purchase alike.
 */
export const AUCTIONED_PLAYER_STATUS = 'bloqueado';

const UNIQUE_VIOLATION = '23505';

type AuctionListRow = Awaited<ReturnType<typeof repo.listSeasonAuctions>>[number];

/** The fields every auction answer shares: relations as objects (001 §3: player, auctioneer, creator). */
function auctionFields(row: AuctionListRow) {
  return {
    id_player: row.playerId,
    id_team: row.teamId,
    id_season: row.seasonId,
    status: row.status as AuctionStatus,
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
    created_by: row.createdBy,
    creator: { id: row.createdBy, name: row.creatorName ?? '' },
  };
}

function presentAuction(row: AuctionListRow): Auction {
  return {
    id: row.id,
    ...auctionFields(row),
    amount: row.amount === null ? null : Number(row.amount),
    created_at: row.createdAt.toISOString(),
    player: { id: row.playerId, name: row.playerName ?? '', value: row.playerValue ?? 0 },
    auctioned_by: row.leaderId === null ? null : Number(row.leaderId),
    auctioneer: row.leaderId === null ? null : { id: Number(row.leaderId), name: row.leaderName ?? '' },
  };
}

async function presentAuctionById(db: DbOrTx, id: number) {
  const row = await repo.findAuctionRow(db, id);
  if (!row) throw notFound(AUCTION_MSG.auctionNotFound);
  return presentAuction(row);
}

/**
 * Who bids: the actor, or for an Admin the user named in auctioned_by/created_by. Anybody else
 * naming another user is refused (ARCHITECTURE §3: the actor is the token's user).
 */
async function resolveBidder(ctx: ServiceContext, named: (number | undefined)[]) {
  const others = named.filter((id): id is number => id !== undefined && id !== ctx.actor.id);
  let user = { id: ctx.actor.id, name: ctx.actor.name };
  if (others.length) {
    if (ctx.actor.rol !== 'Admin') throw forbidden(AUCTION_MSG.actAsOther);
    const named = await repo.findActiveUser(ctx.db, others[0]!);
    if (!named) throw fieldError('auctioned_by', MSG.notFound);
    user = named;
  }
  const team = await repo.findTeamOfUser(ctx.db, user.id);
  if (!team) throw forbidden(AUCTION_MSG.needsTeam);
  return { userId: user.id, name: user.name, team };
}

const isUniqueViolation = (err: unknown) => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === UNIQUE_VIOLATION) return true;
  }
  return false;
};

/**
 * POST /auctions: opens an auction on an outside or free-agent player with its first bid. On a
 * player whose auction is open it is a bid on that auction, as the documents' client bids (same
 * rules as POST /auctions/{id}/bids).
 */
export async function createAuction(ctx: ServiceContext, body: AuctionBody): Promise<AuctionCreated> {
  const open = await repo.findOpenAuctionOfPlayer(ctx.db, body.id_player);
  if (open) {
    const named = [body.auctioned_by, body.created_by].find((id) => id !== undefined && id !== ctx.actor.id);
    const bid = await placeBid(ctx, open.id, { amount: body.amount, auctioned_by: named });
    return { message: bid.message, ...(await presentAuctionById(ctx.db, open.id)) };
  }
  const now = ctx.clock.now();
  const season = await currentSeason(ctx.db);
  if (body.id_season !== undefined && body.id_season !== season.id) throw fieldError('id_season', AUCTION_MSG.notCurrentSeason);
  if (!isMarketOpen(season.startDate, now)) throw conflict(AUCTION_MSG.marketClosed);
  const bidder = await resolveBidder(ctx, [body.auctioned_by, body.created_by]);

  const created = await ctx.db.transaction(async (tx) => {
    await repo.lockPlayer(tx, body.id_player);
    const player = await repo.findPlayerWithTeam(tx, body.id_player);
    if (!player) throw fieldError('id_player', AUCTION_MSG.playerNotFound);
    if (player.division !== null && player.teamId !== (await freeAgentTeamId(tx))) throw fieldError('id_player', AUCTION_MSG.playerNotAuctionable);
    if (body.id_team !== undefined && body.id_team !== player.teamId) throw fieldError('id_team', AUCTION_MSG.teamMismatch);
    if (await repo.findOpenAuctionOfPlayer(tx, player.id)) throw conflict(AUCTION_MSG.alreadyOpen);
    const invalid = validateBid({ amount: body.amount, lastAmount: null, playerValue: player.value });
    if (invalid) throw fieldError('amount', invalid);
    await requireAvailable(tx, bidder.userId, body.amount);
    const auction = await repo.insertAuction(tx, {
      playerId: player.id,
      teamId: player.teamId,
      seasonId: season.id,
      createdBy: bidder.userId,
      status: 'open',
      endsAt: auctionEndsAt(now),
      createdAt: now,
    });
    const bid = await repo.insertBid(tx, { auctionId: auction.id, userId: bidder.userId, teamId: bidder.team.id, amount: body.amount, createdAt: now });
    return { auction, bid, playerName: player.name };
  });

  await publish(ctx, { type: 'auction.bid', payload: { auction_id: created.auction.id, id_player: created.auction.playerId, bid_id: created.bid.id } });
  return { message: MSG.auctionCreated, ...(await presentAuctionById(ctx.db, created.auction.id)) };
}

/** POST /auctions/{id}/bids: a higher bid on an open auction, within the bidder's available budget. */
export async function placeBid(ctx: ServiceContext, auctionId: number, body: BidBody): Promise<BidPlaced> {
  const now = ctx.clock.now();
  const bidder = await resolveBidder(ctx, [body.auctioned_by]);
  let bid;
  try {
    bid = await ctx.db.transaction(async (tx) => {
      // The auction row lock makes racing bids take turns: the loser sees the winner's amount.
      const auction = await repo.lockAuction(tx, auctionId);
      if (!auction) throw notFound(AUCTION_MSG.auctionNotFound);
      if (auction.status !== 'open') throw conflict(AUCTION_MSG.auctionAlreadyConfirmed);
      if (!isAuctionOpen(auction.endsAt, now)) throw conflict(AUCTION_MSG.auctionEnded);
      const last = await repo.highestBid(tx, auction.id);
      const player = await repo.findPlayerWithTeam(tx, auction.playerId);
      const invalid = validateBid({ amount: body.amount, lastAmount: last?.amount ?? null, playerValue: player?.value ?? 0 });
      if (invalid) throw fieldError('amount', invalid);
      // The bidder's own leading bid here is replaced by this one, so it does not count twice.
      await requireAvailable(tx, bidder.userId, body.amount, { excluding: { auctionId: auction.id } });
      const row = await repo.insertBid(tx, { auctionId: auction.id, userId: bidder.userId, teamId: bidder.team.id, amount: body.amount, createdAt: now });
      return { row, playerId: auction.playerId };
    });
  } catch (err) {
    // Without the lock (or across engines) the unique (auction, amount) index is the last word.
    if (isUniqueViolation(err)) throw conflict(AUCTION_MSG.bidTaken);
    throw err;
  }
  await publish(ctx, { type: 'auction.bid', payload: { auction_id: auctionId, id_player: bid.playerId, bid_id: bid.row.id } });
  return {
    message: AUCTION_MSG.bidPlaced,
    id: bid.row.id,
    auction_id: auctionId,
    amount: bid.row.amount,
    auctioned_by: bidder.userId,
    auctioneer: { id: bidder.userId, name: bidder.name },
    id_team: bidder.team.id,
    created_at: bid.row.createdAt.toISOString(),
  };
}

/** POST /auction/confirm/{id}: after the end, once; the highest bidder pays and gets the player. */
export async function confirmAuction(ctx: ServiceContext, auctionId: number) {
  const now = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const auction = await repo.lockAuction(tx, auctionId);
    if (!auction) throw notFound(AUCTION_MSG.auctionNotFound);
    if (auction.status !== 'open') throw conflict(AUCTION_MSG.auctionAlreadyConfirmed);
    if (isAuctionOpen(auction.endsAt, now)) throw conflict(AUCTION_MSG.auctionStillOpen);
    const best = await repo.highestBid(tx, auction.id);
    if (!best) throw conflict(AUCTION_MSG.auctionNoBids);
    const marked = await repo.markConfirmed(tx, auction.id, { winnerBidId: best.id, confirmedBy: ctx.actor.id, confirmedAt: now });
    if (!marked) throw conflict(AUCTION_MSG.auctionAlreadyConfirmed);
    const player = await repo.findPlayerWithTeam(tx, auction.playerId);
    await applyMovements(
      tx,
      [
        {
          userId: best.userId,
          amount: -best.amount,
          kind: 'auction',
          reference: `auction:${auction.id}`,
          description: `Subasta de ${player?.name ?? `jugador ${auction.playerId}`}`,
          requireFunds: true,
        },
      ],
      { actorId: ctx.actor.id, seasonId: auction.seasonId },
    );
    await repo.movePlayer(tx, auction.playerId, best.teamId, AUCTIONED_PLAYER_STATUS);
    return { auction, best };
  });
  await publish(ctx, {
    type: 'auction.confirmed',
    payload: { auction_id: auctionId, id_player: done.auction.playerId, id_team: done.best.teamId, winner: done.best.userId },
  });
  return { message: MSG.auctionConfirmed };
}

/** GET /auction/last: a season's auctions (default the current one), newest first, as a bare array. */
export async function lastAuctions(deps: ServiceDeps, seasonId: number | undefined): Promise<Auction[]> {
  const id = seasonId ?? (await currentSeason(deps.db)).id;
  return (await repo.listSeasonAuctions(deps.db, id)).map(presentAuction);
}

/**
 * GET /auctions/player/{id}: every bid on the player's auctions, newest first, as a bare array
 * (the documents' client reads the first row as the latest). Each row names its auction (`id`),
 * the bidder (`auctioneer`), the player and the auction's creator.
 */
export async function playerAuctions(deps: ServiceDeps, playerId: number, seasonId: number | undefined): Promise<AuctionBid[]> {
  const player = await repo.findPlayerWithTeam(deps.db, playerId);
  if (!player) throw notFound(AUCTION_MSG.playerNotFound);
  const rows = await repo.listPlayerAuctions(deps.db, playerId, seasonId);
  const bids = await repo.listBids(
    deps.db,
    rows.map((r) => r.id),
  );
  const auctionOf = new Map(rows.map((r) => [r.id, r]));
  const leading = new Set(rows.map((r) => bids.find((b) => b.auctionId === r.id)?.id));
  const playerRef = { id: player.id, name: player.name, value: player.value, id_team: { id: player.teamId, name: player.teamName } };
  return bids
    .map((b) => {
      const auction = auctionOf.get(b.auctionId)!;
      return {
        id: auction.id,
        bid_id: b.id,
        auction_id: auction.id,
        ...auctionFields(auction),
        amount: b.amount,
        created_at: b.createdAt.toISOString(),
        auctioned_by: b.userId,
        auctioneer: { id: b.userId, name: b.userName },
        team: { id: b.teamId, name: b.teamName },
        player: playerRef,
        leading: leading.has(b.id),
        winner: auction.winnerBidId === b.id,
      };
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.bid_id - a.bid_id);
}
