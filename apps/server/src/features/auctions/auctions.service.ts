import {
  AUCTION_MSG,
  MSG,
  ANNOUNCE,
  mention,
  NOTIFY,
  SENIOR_AGE_OVER,
  auctionEndAfterBid,
  auctionEndsAt,
  auctionLimitError,
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
import type { DbOrTx, Tx } from '../../db/client';
import { actingUserId, SERVER_ACTOR, type ServiceContext, type ServiceDeps } from '../../lib/context';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { publish } from '../../lib/events';
import { moneyTransaction, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/transaction';
import { applyMovements, requireAvailable } from '../ledger/ledger.service';
import { announce } from '../notifications/discord.service';
import { notify } from '../notifications/notifications.service';
import { lockPlayers, requireFree, requireWhereExpected } from '../players/players.service';
import { rulesForSeason } from '../season-rules/season-rules.service';
import { currentSeason, freeAgentTeamId } from '../settings/settings.service';
import * as repo from './auctions.repository';

/**
 * The player a confirmed auction brings joins the winner's squad 'bloqueado', like a player
 * bought by transfer or clause (DECISIONS, Money): the market treats every purchase alike.
 */
export const AUCTIONED_PLAYER_STATUS = 'bloqueado';
/** An auction staff stopped before it was confirmed. */
export const CANCELLED_STATUS = 'cancelled';

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

const isUniqueViolation = (err: unknown) => pgErrorCode(err) === UNIQUE_VIOLATION;

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
  const rules = await rulesForSeason(ctx.db, season.id);
  if (!isMarketOpen(season.startDate, now, rules)) throw conflict(AUCTION_MSG.marketClosed);
  const bidder = await resolveBidder(ctx, [body.auctioned_by, body.created_by]);

  const created = await moneyTransaction(ctx.db, async (tx) => {
    // The player row first, then the budget (decision 009): racing creations for one player take turns.
    await lockPlayers(tx, [body.id_player]);
    const player = await repo.findPlayerWithTeam(tx, body.id_player);
    if (!player) throw fieldError('id_player', AUCTION_MSG.playerNotFound);
    if (player.division !== null && player.teamId !== (await freeAgentTeamId(tx))) throw fieldError('id_player', AUCTION_MSG.playerNotAuctionable);
    if (body.id_team !== undefined && body.id_team !== player.teamId) throw fieldError('id_team', AUCTION_MSG.teamMismatch);
    await requireFree(tx, [player], 'auction');
    const invalid = validateBid({ amount: body.amount, lastAmount: null, playerValue: player.value }, rules);
    if (invalid) throw fieldError('amount', invalid);
    await requireAvailable(tx, bidder.userId, body.amount, { actorId: ctx.actor.id });
    // Counted with the bidder's budget row locked: two racing auctions of one manager take turns.
    const used = await repo.auctionsOpenedBy(tx, bidder.userId, season.id, SENIOR_AGE_OVER);
    const overLimit = auctionLimitError({ opened: used.opened, openedOver20: used.openedOver, playerAge: player.age }, rules);
    if (overLimit) throw conflict(overLimit);
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
    return { auction, bid, playerName: player.name };
  });

  await publish(ctx, { type: 'auction.bid', payload: { auction_id: created.auction.id, id_player: created.auction.playerId, bid_id: created.bid.id } });
  return { message: MSG.auctionCreated, ...(await presentAuctionById(ctx.db, created.auction.id)) };
}

/** POST /auctions/{id}/bids: a higher bid on an open auction, within the bidder's available budget. */
export async function placeBid(ctx: ServiceContext, auctionId: number, body: BidBody): Promise<BidPlaced> {
  const now = ctx.clock.now();
  const bidder = await resolveBidder(ctx, [body.auctioned_by]);
  // The auction's player and season rules are read before its row lock: racing bids take turns on
  // that lock, so every statement inside it adds to the wait of each bidder behind (deadline rush).
  const seen = await repo.findAuction(ctx.db, auctionId);
  if (!seen) throw notFound(AUCTION_MSG.auctionNotFound);
  const player = await repo.findPlayerWithTeam(ctx.db, seen.playerId);
  const rules = await rulesForSeason(ctx.db, seen.seasonId);
  let bid;
  try {
    bid = await moneyTransaction(ctx.db, async (tx) => {
      // The auction row lock makes racing bids take turns: the loser sees the winner's amount.
      const auction = await repo.lockAuction(tx, auctionId);
      if (!auction) throw notFound(AUCTION_MSG.auctionNotFound);
      if (auction.status !== 'open') throw closedAuctionConflict(auction);
      if (!isAuctionOpen(auction.endsAt, now)) throw conflict(AUCTION_MSG.auctionEnded);
      const last = await repo.highestBid(tx, auction.id);
      const invalid = validateBid({ amount: body.amount, lastAmount: last?.amount ?? null, playerValue: player?.value ?? 0 }, rules);
      if (invalid) throw fieldError('amount', invalid);
      // The bidder's own leading bid here is replaced by this one, so it does not count twice.
      await requireAvailable(tx, bidder.userId, body.amount, { excluding: { auctionId: auction.id }, actorId: ctx.actor.id });
      const row = await repo.insertBid(tx, { auctionId: auction.id, userId: bidder.userId, teamId: bidder.team.id, amount: body.amount, createdAt: now });
      if (last && last.userId !== bidder.userId && player) {
        await notify(tx, ctx, [{ userId: last.userId, text: NOTIFY.outbid({ player: player.name, playerId: player.id, amount: body.amount }) }]);
      }
      // Soft close (season setting): a bid in the last hour moves the end, against sniping.
      const endsAt = auctionEndAfterBid({ firstBidAt: auction.createdAt, endsAt: auction.endsAt, bidAt: now }, rules);
      if (endsAt.getTime() !== auction.endsAt.getTime()) await repo.setEndsAt(tx, auction.id, endsAt);
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

/** Why an auction no longer takes bids or a confirmation. */
const closedAuctionConflict = (auction: repo.AuctionRow) =>
  conflict(auction.status === CANCELLED_STATUS ? AUCTION_MSG.auctionCancelled : AUCTION_MSG.auctionAlreadyConfirmed);

/** The player row first, then the auction row: the market's lock order (decision 009). */
async function lockAuctionAndPlayer(tx: Tx, auctionId: number) {
  const seen = await repo.findAuction(tx, auctionId);
  if (!seen) throw notFound(AUCTION_MSG.auctionNotFound);
  const [player] = await lockPlayers(tx, [seen.playerId]);
  const auction = (await repo.lockAuction(tx, auctionId))!;
  return { auction, player };
}

/**
 * PUT /auction/cancel/{id} (Admin): an open auction stops without a winner, so its player is free
 * for staff again (the reservation rule). Its bids stop counting as committed money; no money
 * moved while it was open and the player's status was never changed, so nothing else to restore.
 */
export async function cancelAuction(ctx: ServiceContext, auctionId: number) {
  const cancelled = await moneyTransaction(ctx.db, async (tx) => {
    const { auction } = await lockAuctionAndPlayer(tx, auctionId);
    if (auction.status !== 'open') throw closedAuctionConflict(auction);
    await repo.markCancelled(tx, auction.id, { confirmedBy: ctx.actor.id, confirmedAt: ctx.clock.now() });
    return auction;
  });
  await publish(ctx, { type: 'auction.confirmed', payload: { auction_id: auctionId, id_player: cancelled.playerId, cancelled: true } });
  return { message: AUCTION_MSG.auctionCancelledOk };
}

/** POST /auction/confirm/{id}: after the end, once; the highest bidder pays and gets the player. */
export async function confirmAuction(ctx: ServiceContext, auctionId: number) {
  const now = ctx.clock.now();
  const done = await moneyTransaction(ctx.db, async (tx) => {
    const { auction, player } = await lockAuctionAndPlayer(tx, auctionId);
    if (auction.status !== 'open') throw closedAuctionConflict(auction);
    if (isAuctionOpen(auction.endsAt, now)) throw conflict(AUCTION_MSG.auctionStillOpen);
    const best = await repo.highestBid(tx, auction.id);
    if (!best) throw conflict(AUCTION_MSG.auctionNoBids);
    // Nobody may have moved the player since the auction opened: else nothing moves.
    requireWhereExpected(player ? [player] : [], { teamId: auction.teamId });
    if (!player) throw notFound(AUCTION_MSG.playerNotFound);
    const marked = await repo.markConfirmed(tx, auction.id, { winnerBidId: best.id, confirmedBy: actingUserId(ctx.actor), confirmedAt: now });
    if (!marked) throw conflict(AUCTION_MSG.auctionAlreadyConfirmed);
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
    await repo.movePlayer(tx, auction.playerId, best.teamId, AUCTIONED_PLAYER_STATUS);
    const named = { player: player?.name ?? '', playerId: auction.playerId };
    const losers = (await repo.bidderIds(tx, auction.id)).filter((id) => id !== best.userId);
    await notify(tx, ctx, [
      { userId: best.userId, text: NOTIFY.auctionWon({ ...named, amount: best.amount }) },
      ...losers.map((userId) => ({ userId, text: NOTIFY.auctionLost(named) })),
    ]);
    await announce(tx, ctx, 'auction.won', ANNOUNCE.auctionWon({ winner: mention(best.userId), player: named.player, amount: best.amount }));
    return { auction, best };
  });
  await publish(ctx, {
    type: 'auction.confirmed',
    payload: { auction_id: auctionId, id_player: done.auction.playerId, id_team: done.best.teamId, winner: done.best.userId },
  });
  return { message: MSG.auctionConfirmed };
}

/**
 * Automatic settlement (season setting auction_settlement 'auto'): every ended open auction of
 * such a season is confirmed exactly as the Admin's confirmation does, once however many processes
 * run this (the conditional update in confirmAuction), also after a restart. An auction without
 * bids, or whose winner cannot pay, is left for the Admin.
 */
export async function settleEndedAuctions(
  deps: ServiceDeps,
  onError: (err: unknown, auctionId: number) => void = (err) => {
    throw err;
  },
) {
  const settled: number[] = [];
  for (const a of await repo.endedOpenAuctions(deps.db, deps.clock.now())) {
    if ((await rulesForSeason(deps.db, a.seasonId)).auction_settlement !== 'auto') continue;
    try {
      await confirmAuction({ ...deps, actor: SERVER_ACTOR }, a.id);
      settled.push(a.id);
    } catch (err) {
      if (err instanceof AppError && (err.statusCode === 409 || err.statusCode === 422)) continue;
      onError(err, a.id);
    }
  }
  return settled;
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
