import {
  AUCTION_MSG,
  NOTIFY,
  auctionEndAfterBid,
  paths,
  formatMoney,
  isAuctionOpen,
  leaderBidError,
  maxWithBidError,
  proxyBid,
  validateBid,
  type BidBody,
  type BidPlaced,
  type SeasonRules,
} from '@superliga/league';
import type { Tx } from '../../../db/client';
import { type ServiceContext } from '../../../lib/context';
import { refuse } from '../../../lib/errors';
import { publish } from '../../../lib/events';
import { moneyTransaction } from '../../../lib/transaction';
import { judgeAvailable } from '../../money';
import { readAuctionBeforeBid, readBidUnderLock } from '../../reads/bid';
import { notify, resolveNotices } from '../../../features/notifications/notifications.service';
import { cachedRulesForSeason } from '../../../features/season-rules/season-rules.service';
import { judgeReturn } from '../../squad/release-history';
import * as repo from '../auctions.repository';
import { resolveBidder, fundsField, isUniqueViolation, closedAuctionConflict } from '../auction-guards';

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
  const { auction: seen, highest: beaten, player, releasing } = await readAuctionBeforeBid(ctx.db, auctionId);
  if (!seen) throw refuse('auction.not_found');
  // Closed (confirmed, cancelled, deserted) is for good: refused without queueing for the lock.
  if (seen.status !== 'open') throw closedAuctionConflict(seen);
  const rules = await cachedRulesForSeason(ctx, seen.seasonId);
  // A free agent's auction is the way back a release opens (decision 013): checked before the lock,
  // since the player of an open auction cannot be released meanwhile.
  if (player) judgeReturn(releasing, { players: [player], teamId: bidder.team.id, rules });
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
      // In one round trip, the auction's row locked last (reads/bid.ts).
      const money = { excluding: { auctionId }, actorId: ctx.actor.id, field: fundsField(body) };
      const { budget, committed, ownMax: own, locked } = await readBidUnderLock(tx, { auctionId, bidderId: bidder.userId, excluding: money.excluding });
      if (!locked) throw refuse('auction.not_found');
      const { auction, highest: last, maximums } = locked;
      if (auction.status !== 'open') throw closedAuctionConflict(auction);
      if (!isAuctionOpen(auction.endsAt, now)) throw refuse('auction.ended');
      // The leader raises his maximum, never his own leading bid (decision 038).
      const ownLead = leaderBidError({ leading: last ?? null, userId: bidder.userId });
      if (ownLead) throw refuse('auction.own_lead', ownLead);
      const commits = Math.max(body.amount, body.max_amount ?? own?.amount ?? 0);
      judgeAvailable({ budget, committed }, bidder.userId, commits, money);
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
