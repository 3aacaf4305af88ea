import {
  AUCTION_END_LABELS,
  auctionLog,
  SENIOR_AGE_OVER,
  auctionEndsAt,
  type Auction,
  type AuctionBid,
  type AuctionStatus,
  type MaxBid,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import { type ServiceContext, type ServiceDeps } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { presentReversalMark } from '../../lib/reversal-mark';
import { rulesForSeason } from '../../features/season-rules/season-rules.service';
import { currentSeason } from '../../features/settings/settings.service';
import * as repo from './auctions.repository';

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
    reversal: presentReversalMark(row.reversal),
  };
}

export async function presentAuctionById(db: DbOrTx, id: number) {
  const row = await repo.findAuctionRow(db, id);
  if (!row) throw refuse('auction.not_found');
  return presentAuction(row);
}

/** Auctions each manager opened in the season, as the per-team limits count them (the compliance report). */
export function auctionsOpenedByManagers(db: DbOrTx, seasonId: number, userIds: readonly number[]) {
  return repo.auctionsOpenedByUsers(db, seasonId, userIds, SENIOR_AGE_OVER);
}

/** The asker's own maximum in an auction, whether they lead and the current bid (private: only theirs). */
export async function maxBidState(db: DbOrTx, auctionId: number, userId: number): Promise<MaxBid> {
  const [max, best] = await Promise.all([repo.findMaxBid(db, auctionId, userId), repo.highestBid(db, auctionId)]);
  return { auction_id: auctionId, max_amount: max?.amount ?? null, leading: best?.userId === userId, current_amount: best?.amount ?? null };
}

/** GET /auctions/{id}/max-bid: the actor's own maximum; nobody can read anyone else's. */
export async function getMaxBid(ctx: ServiceContext, auctionId: number): Promise<MaxBid> {
  if (!(await repo.findAuction(ctx.db, auctionId))) throw refuse('auction.not_found');
  return maxBidState(ctx.db, auctionId, ctx.actor.id);
}

/**
 * The auction `POST /auction/confirm/{id}` confirms: the path names it (our screens), or, when the
 * body names the player as the documents' client sends it, the path may be the id of the bid row
 * it confirmed from (docs/decisions/017). Either way the highest bid wins: the server decides.
 */
export async function auctionToConfirm(ctx: ServiceContext, id: number, body: { id_player?: unknown }) {
  const playerId = Number(body.id_player);
  if (!Number.isSafeInteger(playerId) || playerId < 1) return id;
  return (await repo.auctionOfPlayerNamedBy(ctx.db, id, playerId)) ?? id;
}

/** GET /auction/last: a season's auctions (default the current one), newest first, as a bare array. */
export async function lastAuctions(deps: ServiceDeps, seasonId: number | undefined): Promise<Auction[]> {
  const id = seasonId ?? (await currentSeason(deps.db)).id;
  return (await repo.listSeasonAuctions(deps.db, id)).map(presentAuction);
}

/**
 * GET /auctions/player/{id}: every bid on the player's auctions, newest first, as a bare array
 * (the documents' client reads the first row as the latest). Each row is the bid (`id`), names
 * its auction (`id_auction`), the bidder (`auctioneer`), the player and the auction's creator.
 */
export async function playerAuctions(deps: ServiceDeps, playerId: number, seasonId: number | undefined): Promise<AuctionBid[]> {
  const player = await repo.findPlayerWithTeam(deps.db, playerId);
  if (!player) throw refuse('player.not_found');
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
        id: b.id,
        id_auction: auction.id,
        ...auctionFields(auction),
        amount: b.amount,
        created_at: b.createdAt.toISOString(),
        auctioned_by: b.userId,
        auctioneer: { id: b.userId, name: b.userName },
        team: { id: b.teamId, name: b.teamName },
        player: playerRef,
        leading: leading.has(b.id),
        winner: auction.winnerBidId === b.id,
        automatic: b.automatic,
      };
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** Ended open auctions the server settles itself (the season settles automatically): the auction-ends job's due work. */
export async function dueSettlements(deps: ServiceDeps) {
  const due = [];
  for (const a of await repo.endedOpenAuctions(deps.db, deps.clock.now())) {
    if ((await rulesForSeason(deps.db, a.seasonId)).auction_settlement === 'auto') due.push(a);
  }
  return due;
}

/** Open auctions nobody bid on within the auction hours: the deserted-auctions job's due work. */
export async function dueDeserted(deps: ServiceDeps) {
  const now = deps.clock.now();
  const due = [];
  for (const a of await repo.openAuctionsWithoutBids(deps.db)) {
    if (auctionEndsAt(a.createdAt, await rulesForSeason(deps.db, a.seasonId)) <= now) due.push(a);
  }
  return due;
}

/**
 * `GET /auctions/{id}/log`: how an auction ended (decision 023): the winning bid, the runner-up and
 * whether its end was fixed or moved by soft-close bids. Bids are public, so is this summary.
 */
export async function auctionLogOf(ctx: ServiceContext, id: number) {
  const row = await repo.findAuctionRow(ctx.db, id);
  if (!row) throw refuse('auction.not_found');
  const bids = await repo.listBids(ctx.db, [id]);
  const log = auctionLog(
    { createdAt: row.createdAt, endsAt: row.endsAt, bids: bids.map((b) => ({ userId: b.userId, amount: Number(b.amount) })) },
    await rulesForSeason(ctx.db, row.seasonId),
  );
  return { id, status: row.status as AuctionStatus, ...log, end_label: AUCTION_END_LABELS[log.end] };
}
