import { NOTIFY, auctionEndAfterBid, proxyBid, type SeasonRules } from '@superliga/league';
import type { Tx } from '../../db/client';
import { type ServiceContext } from '../../lib/context';
import { notify } from '../../features/notifications/notifications.service';
import * as repo from './auctions.repository';

type BidRow = Awaited<ReturnType<typeof repo.insertBid>>;

/**
 * The one path every bid takes, by hand or automatic: written, the soft close applied, then the
 * standing maximums answer (`proxyBid`: one answer settles it, the bound is a guard) and whoever
 * led before, or bid by hand, and no longer leads is told through the outbox. The actor who bid
 * by hand is not told: the answer says it. Called with the auction row locked.
 */
export async function recordBids(
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
