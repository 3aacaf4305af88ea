import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctionBids, auctions, players, releaseClauses, teams, watchlist } from '../../db/schema';

/**
 * The player's row for a follow, with a key-share lock: a follow takes the player first and the
 * user after, the market's lock order (decision 009), so it never deadlocks with an offer or an
 * auction holding the player and waiting for a budget.
 */
export async function findPlayerForFollow(db: DbOrTx, playerId: number) {
  const [row] = await db.select({ id: players.id, name: players.name }).from(players).where(eq(players.id, playerId)).for('key share');
  return row;
}

/** The user's row locked: follows of one user take turns, so the limit is counted once per follow. */
export async function lockFollower(db: DbOrTx, userId: number) {
  await db.execute(sql`select 1 from users where id = ${userId} for update`);
}

export async function isFollowing(db: DbOrTx, userId: number, playerId: number) {
  const rows = await db
    .select({ x: sql`1` })
    .from(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.playerId, playerId)))
    .limit(1);
  return rows.length > 0;
}

export async function countFollowed(db: DbOrTx, userId: number) {
  const [row] = await db.select({ n: count() }).from(watchlist).where(eq(watchlist.userId, userId));
  return row?.n ?? 0;
}

/** Following twice is one row: the primary key (user, player) and ON CONFLICT DO NOTHING. */
export async function insertFollow(db: DbOrTx, row: { userId: number; playerId: number; createdAt: Date }) {
  await db.insert(watchlist).values(row).onConflictDoNothing();
}

export async function deleteFollow(db: DbOrTx, userId: number, playerId: number) {
  const rows = await db
    .delete(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.playerId, playerId)))
    .returning({ playerId: watchlist.playerId });
  return rows.length > 0;
}

/**
 * The user's followed players, newest first, with what is public of their open operations: how
 * many clause offers are open and the earliest reveal (no amount, no author: decisions 013, 016),
 * and the open auction with its best bid. At most `limit` rows (the watchlist's own limit).
 */
export async function listFollowed(db: DbOrTx, userId: number, limit: number) {
  const openOffer = and(eq(releaseClauses.playerId, watchlist.playerId), eq(releaseClauses.confirmed, 'no'), eq(releaseClauses.active, 'yes'));
  const openAuction = db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.playerId, watchlist.playerId), eq(auctions.status, 'open')))
    .orderBy(desc(auctions.id))
    .limit(1);
  const rows = await db
    .select({
      playerId: watchlist.playerId,
      createdAt: watchlist.createdAt,
      offers: sql<number>`(select count(*)::int from ${releaseClauses} where ${openOffer})`,
      revealAt: sql<string | null>`(select min(${releaseClauses.revealAt}) from ${releaseClauses} where ${openOffer})`,
      auctionId: sql<number | null>`(${openAuction})`,
    })
    .from(watchlist)
    .where(eq(watchlist.userId, userId))
    .orderBy(desc(watchlist.createdAt), desc(watchlist.playerId))
    .limit(limit);
  return rows;
}

/** The open auctions named, with their end and best bid. */
export async function auctionsWithBest(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: auctions.id,
      endsAt: auctions.endsAt,
      best: sql<number | null>`(select max(${auctionBids.amount}) from ${auctionBids} where ${auctionBids.auctionId} = ${auctions.id})`,
    })
    .from(auctions)
    .where(sql`${auctions.id} in ${[...ids]}`);
}

/** The followers of a player an event tells, but those in `except`, at most `limit` (read in the event's transaction). */
export async function followersOf(db: DbOrTx, playerId: number, except: readonly number[], limit: number) {
  const rows = await db
    .select({ userId: watchlist.userId })
    .from(watchlist)
    .where(and(eq(watchlist.playerId, playerId), except.length ? notInArray(watchlist.userId, [...except]) : undefined))
    .orderBy(watchlist.userId)
    .limit(limit);
  return rows.map((r) => r.userId);
}

export async function teamName(db: DbOrTx, teamId: number) {
  const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name ?? null;
}
