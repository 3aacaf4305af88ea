import {
  AUCTION_END_LABELS,
  AUCTION_MSG,
  auctionLog,
  MSG,
  ANNOUNCE,
  paths,
  mention,
  NOTIFY,
  SENIOR_AGE_OVER,
  auctionEndAfterBid,
  auctionEndsAt,
  auctionLimitError,
  formatMoney,
  isAuctionOpen,
  isMarketOpen,
  leaderBidError,
  maxChangeError,
  maxWithBidError,
  proxyBid,
  validateBid,
  type Auction,
  type AuctionBid,
  type AuctionBody,
  type AuctionCreated,
  type AuctionStatus,
  type BidBody,
  type BidPlaced,
  type ErrorCode,
  type MaxBid,
  type MaxBidBody,
  type MaxBidSaved,
  type SeasonRules,
} from '@superliga/league';
import { runInOrder } from '../../db/batch';
import type { DbOrTx, Tx } from '../../db/client';
import { actingUserId, isSystemActor, systemActor, type ActingContext, type ServiceContext, type ServiceDeps } from '../../lib/context';
import { auditActorOf, recordAudit } from '../../features/audit/audit.service';
import { errorCodeOf, refuse } from '../../lib/errors';
import { presentReversalMark } from '../../lib/reversal-mark';
import { publish } from '../../lib/events';
import { moneyTransaction, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/transaction';
import { applyMovements, availabilityStatements, judgeAvailable, requireAvailable } from '../money';
import { announce } from '../../features/notifications/discord.service';
import { notify, resolveNotices } from '../../features/notifications/notifications.service';
import { lockPlayers, requireFree, requireWhereExpected } from '../players/players.service';
import { cachedRulesForSeason, rulesForSeason } from '../../features/season-rules/season-rules.service';
import { currentSeason, freeAgentTeamId } from '../../features/settings/settings.service';
import { cachedManagedTeam } from '../../features/teams/teams.service';
import { refuseReturnAfterRelease } from '../squad/release-history.service';
import { alertAuctionEnded, alertAuctionOpened } from '../../features/watchlist/watchlist.service';
import * as repo from './auctions.repository';
import * as squad from '../squad';

/**
 * The player a confirmed auction brings joins the winner's squad 'bloqueado', like a player
 * bought by transfer or clause (DECISIONS, Money): the market treats every purchase alike.
 */
const AUCTIONED_PLAYER_STATUS = 'bloqueado';
/** An auction staff stopped before it was confirmed. */
const CANCELLED_STATUS = 'cancelled';

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

async function presentAuctionById(db: DbOrTx, id: number) {
  const row = await repo.findAuctionRow(db, id);
  if (!row) throw refuse('auction.not_found');
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
    if (ctx.actor.rol !== 'Admin') throw refuse('auction.act_as_other');
    const named = await repo.findActiveUser(ctx.db, others[0]!);
    if (!named) throw refuse('auction.bidder_not_found');
    user = named;
  }
  const team = await cachedManagedTeam(ctx, user.id);
  if (!team) throw refuse('auction.needs_team');
  return { userId: user.id, name: user.name, team };
}

const isUniqueViolation = (err: unknown) => pgErrorCode(err) === UNIQUE_VIOLATION;

/**
 * POST /auctions: opens an auction on an outside or free-agent player with its first bid. On a
 * player whose auction is open it is a bid on that auction, as the documents' client bids (same
 * rules as POST /auctions/{id}/bids).
 */
/** Auctions each manager opened in the season, as the per-team limits count them (the compliance report). */
export function auctionsOpenedByManagers(db: DbOrTx, seasonId: number, userIds: readonly number[]) {
  return repo.auctionsOpenedByUsers(db, seasonId, userIds, SENIOR_AGE_OVER);
}

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

/** The field a lack of money is told on: the maximum when it is what asks for more than the bid. */
const fundsField = (body: { amount: number; max_amount?: number }) =>
  body.max_amount !== undefined && body.max_amount > body.amount ? 'max_amount' : 'amount';

/**
 * POST /auctions/{id}/bids: a higher bid on an open auction, within the bidder's available budget,
 * optionally with a maximum (private) up to which the server raises on the bidder's behalf.
 * Standing maximums of other bidders answer at once (proxy bidding), through the same path.
 */
export async function placeBid(ctx: ServiceContext, auctionId: number, body: BidBody): Promise<BidPlaced> {
  const now = ctx.clock.now();
  const maxInvalid = maxWithBidError({ amount: body.amount, maxAmount: body.max_amount });
  if (maxInvalid) throw refuse('auction.max_amount_invalid', maxInvalid);
  const bidder = await resolveBidder(ctx, [body.auctioned_by]);
  // The auction's player and season rules are read before its row lock: racing bids take turns on
  // that lock, so every statement inside it adds to the wait of each bidder behind (deadline rush).
  const [seen, beaten] = await runInOrder(ctx.db, [repo.findAuctionStatement(auctionId), repo.highestBidStatement(auctionId)] as const);
  if (!seen) throw refuse('auction.not_found');
  // Closed (confirmed, cancelled, deserted) is for good: refused without queueing for the lock.
  if (seen.status !== 'open') throw closedAuctionConflict(seen);
  const player = await repo.findPlayerWithTeam(ctx.db, seen.playerId);
  const rules = await cachedRulesForSeason(ctx, seen.seasonId);
  // A free agent's auction is the way back a release opens (decision 013): checked before the lock,
  // since the player of an open auction cannot be released meanwhile.
  if (player) await refuseReturnAfterRelease(ctx.db, { players: [player], teamId: bidder.team.id, seasonId: seen.seasonId, rules });
  // A bid already beaten is refused without queueing for the lock: while the auction is open its
  // highest bid only grows, so what is too low now stays too low (the check under the lock repeats it).
  if (isAuctionOpen(seen.endsAt, now)) {
    const invalid = beaten && validateBid({ amount: body.amount, lastAmount: beaten.amount, playerValue: player?.value ?? 0 }, rules);
    if (invalid) throw refuse('auction.amount_too_low', invalid);
  }
  let done;
  try {
    done = await moneyTransaction(ctx.db, async (tx) => {
      // The bidder's money first, then the auction's row (decision 011): what the bidder commits
      // here replaces what they committed before in this auction — the bid, or their maximum (the
      // new one, else the one standing) when larger. Their own maximum changes only by their own
      // requests, which this budget lock makes take turns; the money of other auctions only drops
      // meanwhile (outbid) or is already counted (a maximum the server bids up to).
      // In one round trip (runInOrder), each statement seeing what committed while the one before
      // waited: the budget locked, what the bidder committed elsewhere, their maximum here, and
      // then the auction's row locked — the lock that makes racing bids take turns (the loser sees
      // the winner's amount).
      const money = { excluding: { auctionId }, actorId: ctx.actor.id, field: fundsField(body) };
      const [budget, committed, own, locked] = await runInOrder(tx, [
        ...availabilityStatements(tx, bidder.userId, money),
        repo.findMaxBidStatement(auctionId, bidder.userId),
        repo.lockForBidStatement(auctionId),
      ] as const);
      if (!locked) throw refuse('auction.not_found');
      const { auction, highest: last, maximums } = locked;
      if (auction.status !== 'open') throw closedAuctionConflict(auction);
      if (!isAuctionOpen(auction.endsAt, now)) throw refuse('auction.ended');
      // The leader raises his maximum, never his own leading bid (decision 038).
      const ownLead = leaderBidError({ leading: last ?? null, userId: bidder.userId });
      if (ownLead) throw refuse('auction.own_lead', ownLead);
      const commits = Math.max(body.amount, body.max_amount ?? own?.amount ?? 0);
      judgeAvailable([budget, committed], bidder.userId, commits, money);
      const invalid = validateBid({ amount: body.amount, lastAmount: last?.amount ?? null, playerValue: player?.value ?? 0 }, rules);
      if (invalid) throw refuse('auction.amount_too_low', invalid);
      if (body.max_amount !== undefined) {
        // Lowering keeps its place among equal maximums; a higher one is a new promise, timed now.
        const standing = maximums.find((m) => m.userId === bidder.userId);
        const setAt = standing && body.max_amount <= standing.amount ? standing.setAt : now;
        const saved = { auctionId: auction.id, userId: bidder.userId, teamId: bidder.team.id, amount: body.max_amount, setAt };
        await repo.saveMaxBid(tx, saved);
        maximums.splice(0, maximums.length, ...maximums.filter((m) => m.userId !== bidder.userId), saved);
      }
      const outcome = await recordBids(tx, ctx, {
        auction,
        rules,
        player,
        now,
        previousLeader: last?.userId ?? null,
        hand: { userId: bidder.userId, teamId: bidder.team.id, amount: body.amount },
        maximums,
      });
      const max = maximums.find((m) => m.userId === bidder.userId);
      return { ...outcome, playerId: auction.playerId, maxAmount: max?.amount ?? null };
    });
  } catch (err) {
    // Without the lock (or across engines) the unique (auction, amount) index is the last word.
    if (isUniqueViolation(err)) throw refuse('auction.bid_taken');
    throw err;
  }
  // He bid again: his own notices of being outbid here are handled (decision 034). Written after
  // the bid's commit, not under the auction's row lock, where every statement adds to the wait of
  // the bidders behind (decision 011); a failure here leaves a notice unread, never a bid unsaved.
  await resolveNotices(ctx.db, ctx, 'auction.outbid', paths.auctionBid(done.playerId, auctionId), bidder.userId);
  for (const row of done.placed) await publish(ctx, { type: 'auction.bid', payload: { auction_id: auctionId, id_player: done.playerId, bid_id: row.id } });
  const hand = done.placed[0]!;
  const leading = done.leading.userId === bidder.userId;
  return {
    message: leading ? AUCTION_MSG.bidPlaced : AUCTION_MSG.outbidByMax(formatMoney(done.leading.amount)),
    id: hand.id,
    auction_id: auctionId,
    amount: hand.amount,
    auctioned_by: bidder.userId,
    auctioneer: { id: bidder.userId, name: bidder.name },
    id_team: bidder.team.id,
    created_at: hand.createdAt.toISOString(),
    leading,
    current_amount: done.leading.amount,
    max_amount: done.maxAmount,
  };
}

type BidRow = Awaited<ReturnType<typeof repo.insertBid>>;

/**
 * The one path every bid takes, by hand or automatic: written, the soft close applied, then the
 * standing maximums answer (`proxyBid`: one answer settles it, the bound is a guard) and whoever
 * led before, or bid by hand, and no longer leads is told through the outbox. The actor who bid
 * by hand is not told: the answer says it. Called with the auction row locked.
 */
async function recordBids(
  tx: Tx,
  deps: ServiceContext,
  input: {
    auction: repo.AuctionRow;
    rules: SeasonRules;
    player: { id: number; name: string } | undefined;
    now: Date;
    previousLeader: number | null;
    hand: { userId: number; teamId: number; amount: number };
    /** The auction's standing maximums, the bidder's own as just saved. */
    maximums: readonly repo.StandingMax[];
  },
) {
  const { auction, rules, now } = input;
  let endsAt = auction.endsAt;
  const placed: BidRow[] = [];
  const place = async (bid: { userId: number; teamId: number; amount: number; automatic: boolean }) => {
    const row = await repo.insertBid(tx, { auctionId: auction.id, ...bid, createdAt: now });
    // Soft close (season setting): a bid in the last hour moves the end, against sniping.
    const next = auctionEndAfterBid({ firstBidAt: auction.createdAt, endsAt, bidAt: now }, rules);
    if (next.getTime() !== endsAt.getTime()) await repo.setEndsAt(tx, auction.id, next);
    endsAt = next;
    placed.push(row);
    return row;
  };
  let leading = await place({ ...input.hand, automatic: false });
  const { maximums } = input;
  for (let i = 0; i < 3; i++) {
    const answer = proxyBid({ leading: { userId: leading.userId, amount: leading.amount }, maximums }, rules);
    if (!answer) break;
    const max = maximums.find((m) => m.userId === answer.userId)!;
    leading = await place({ userId: answer.userId, teamId: max.teamId, amount: answer.amount, automatic: true });
  }
  const outbid = new Set([input.previousLeader, input.hand.userId]);
  outbid.delete(leading.userId);
  if (input.hand.userId === deps.actor.id) outbid.delete(input.hand.userId);
  const { player } = input;
  if (player) {
    const text = NOTIFY.outbid({ player: player.name, playerId: player.id, auctionId: auction.id, amount: leading.amount });
    await notify(
      tx,
      deps,
      [...outbid].filter((id): id is number => id !== null).map((userId) => ({ userId, text })),
    );
  }
  return { placed, leading };
}

/** The asker's own maximum in an auction, whether they lead and the current bid (private: only theirs). */
async function maxBidState(db: DbOrTx, auctionId: number, userId: number): Promise<MaxBid> {
  const [max, best] = await Promise.all([repo.findMaxBid(db, auctionId, userId), repo.highestBid(db, auctionId)]);
  return { auction_id: auctionId, max_amount: max?.amount ?? null, leading: best?.userId === userId, current_amount: best?.amount ?? null };
}

/** GET /auctions/{id}/max-bid: the actor's own maximum; nobody can read anyone else's. */
export async function getMaxBid(ctx: ServiceContext, auctionId: number): Promise<MaxBid> {
  if (!(await repo.findAuction(ctx.db, auctionId))) throw refuse('auction.not_found');
  return maxBidState(ctx.db, auctionId, ctx.actor.id);
}

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

/** Why an auction no longer takes bids or a confirmation. */
const closedAuctionConflict = (auction: repo.AuctionRow) => refuse(auction.status === CANCELLED_STATUS ? 'auction.cancelled' : 'auction.already_confirmed');

/** The player row first, then the auction row: the market's lock order (decision 009). */
async function lockAuctionAndPlayer(tx: Tx, auctionId: number) {
  const seen = await repo.findAuction(tx, auctionId);
  if (!seen) throw refuse('auction.not_found');
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
  await publish(ctx, { type: 'auction.confirmed', payload: { auction_id: auctionId, id_player: cancelled.playerId, cancelled: true } });
  return { message: AUCTION_MSG.auctionCancelledOk };
}

/** POST /auction/confirm/{id}: after the end, once; the highest bidder pays and gets the player. */
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
  for (const a of await dueSettlements(deps)) {
    try {
      await confirmAuction({ ...deps, actor: systemActor('auctions') }, a.id);
      settled.push(a.id);
    } catch (err) {
      if (leftAsItIs(errorCodeOf(err))) continue;
      onError(err, a.id);
    }
  }
  return settled;
}

/**
 * The refusals of a settlement that leave the auction as it is, by code (decision 031): decided by
 * someone else meanwhile, not ended by this clock, or for the Admin to decide (no bids, a winner
 * who cannot pay, a player moved meanwhile); a busy database is tried again on the next run.
 */
function leftAsItIs(code: ErrorCode | undefined): boolean {
  switch (code) {
    case 'auction.already_confirmed':
    case 'auction.cancelled':
    case 'auction.still_open':
    case 'auction.no_bids':
    case 'player.not_where_expected':
    case 'money.insufficient_funds':
    case 'money.above_max':
    case 'money.busy':
      return true;
    default:
      return false;
  }
}

/**
 * An open auction nobody bid on within the auction hours since it was opened closes 'deserted'
 * (no winner, no money): the player stays where he was, with his status (an open auction never
 * moves or re-statuses him), and is free for other operations again. The manager who put him up
 * is told. Once however many processes run this: the conditional update in markDeserted.
 */
export async function closeUnbidAuctions(
  deps: ServiceDeps,
  onError: (err: unknown, auctionId: number) => void = (err) => {
    throw err;
  },
) {
  const now = deps.clock.now();
  const closed: number[] = [];
  for (const a of await dueDeserted(deps)) {
    try {
      const done = await moneyTransaction(deps.db, async (tx) => {
        const { auction, player } = await lockAuctionAndPlayer(tx, a.id);
        if (!(await repo.markDeserted(tx, auction.id, now))) return null;
        await notify(tx, deps, [{ userId: auction.createdBy, text: NOTIFY.auctionDeserted({ player: player?.name ?? '', playerId: auction.playerId }) }]);
        await alertAuctionEnded(tx, deps, { playerId: auction.playerId, player: player?.name ?? '', teamId: null, except: [auction.createdBy] });
        return auction;
      });
      if (!done) continue;
      closed.push(a.id);
      await publish(deps, { type: 'auction.confirmed', payload: { auction_id: a.id, id_player: done.playerId, deserted: true } });
    } catch (err) {
      onError(err, a.id);
    }
  }
  return closed;
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
