import { minimumFirstBid, minimumNextBid } from '@superliga/league';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { rulesForSeason } from '../../features/season-rules/season-rules.service';
import { auctionBids, auctions, players } from '../schema';
import type { DemoContext } from './demo-extras';

const HOUR = 3_600_000;

/**
 * Two open auctions on outside players, with bids by managers 3, 4, 16 and 17 (users 5, 6, 18,
 * 19), so /subastas and the dashboard have something to show. The e2e auction spec uses
 * managers 7 and 8 and its own player, so these rows never interfere with it.
 */
const LOTS = [
  {
    teamId: 41,
    startedHoursAgo: 2,
    bidders: [
      { userId: 5, teamId: 3 },
      { userId: 6, teamId: 4 },
      { userId: 5, teamId: 3 },
    ],
  },
  {
    teamId: 42,
    startedHoursAgo: 6,
    bidders: [
      { userId: 18, teamId: 16 },
      { userId: 19, teamId: 17 },
    ],
  },
] as const;

export async function demoAuctions(tx: Tx, ctx: DemoContext) {
  const rules = await rulesForSeason(tx, ctx.seasonId);
  for (const lot of LOTS) {
    const [player] = await tx.select().from(players).where(eq(players.teamId, lot.teamId)).orderBy(asc(players.id)).limit(1);
    if (!player) continue;
    const startedAt = new Date(ctx.now.getTime() - lot.startedHoursAgo * HOUR);
    const [auction] = await tx
      .insert(auctions)
      .values({
        playerId: player.id,
        teamId: lot.teamId,
        seasonId: ctx.seasonId,
        createdBy: lot.bidders[0].userId,
        status: 'open',
        endsAt: new Date(startedAt.getTime() + 12 * HOUR),
        createdAt: startedAt,
      })
      .returning();
    let amount = minimumFirstBid(player.value, rules);
    for (const [i, bidder] of lot.bidders.entries()) {
      if (i > 0) amount = minimumNextBid(amount, rules);
      await tx
        .insert(auctionBids)
        .values({ auctionId: auction!.id, userId: bidder.userId, teamId: bidder.teamId, amount, createdAt: new Date(startedAt.getTime() + i * 20 * 60_000) });
    }
  }
}
