import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctionBids, auctions, deviceSightings, players, signalReviews, teams, transferPlayers, transfers, users } from '../../db/schema';

/**
 * Records that an account was used from a browser (docs/decisions/030-signals-for-staff.md): the
 * first sighting inserts, a later one moves `last_seen` forward. Only the hash is stored.
 */
export async function recordSighting(db: DbOrTx, values: { userId: number; deviceHash: string; at: Date }) {
  await db
    .insert(deviceSightings)
    .values({ userId: values.userId, deviceHash: values.deviceHash, firstSeen: values.at, lastSeen: values.at })
    .onConflictDoUpdate({
      target: [deviceSightings.userId, deviceSightings.deviceHash],
      set: { lastSeen: sql`greatest(${deviceSightings.lastSeen}, excluded.last_seen)` },
    });
}

/** Every browser seen with more than one account, with its accounts. */
export function sharedSightings(db: DbOrTx) {
  const shared = db
    .select({ deviceHash: deviceSightings.deviceHash })
    .from(deviceSightings)
    .groupBy(deviceSightings.deviceHash)
    .having(sql`count(*) > 1`);
  return db
    .select({ deviceId: deviceSightings.deviceHash, userId: deviceSightings.userId, rol: users.rol })
    .from(deviceSightings)
    .innerJoin(users, eq(users.id, deviceSightings.userId))
    .where(inArray(deviceSightings.deviceHash, shared))
    .orderBy(asc(deviceSightings.deviceHash), asc(deviceSightings.userId));
}

/** The season's final transfers (confirmed: money and players moved), with their players and what they are worth. */
export async function finalTransfers(db: DbOrTx, seasonId: number) {
  const rows = await db
    .select({
      id: transfers.id,
      sellerId: transfers.soldBy,
      buyerId: transfers.buyBy,
      price: transfers.budget,
      at: sql<Date>`coalesce(${transfers.confirmedAt}, ${transfers.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      fromTeamId: transfers.teamFromId,
      toTeamId: transfers.teamToId,
    })
    .from(transfers)
    .where(and(eq(transfers.seasonId, seasonId), eq(transfers.confirmed, 'yes')))
    .orderBy(asc(transfers.id));
  const moved = rows.length
    ? await db
        .select({ transferId: transferPlayers.transferId, playerId: players.id, value: players.value })
        .from(transferPlayers)
        .innerJoin(players, eq(players.id, transferPlayers.playerId))
        .where(
          inArray(
            transferPlayers.transferId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => {
    const mine = moved.filter((m) => m.transferId === r.id);
    return {
      id: r.id,
      sellerId: r.sellerId,
      buyerId: r.buyerId,
      price: r.price,
      // Today's value: the players' value at the time is not kept (decision 030).
      playersValue: mine.reduce((sum, m) => sum + m.value, 0),
      at: r.at,
      players: mine.map((m) => ({ id: m.playerId, fromTeamId: r.fromTeamId, toTeamId: r.toTeamId })),
    };
  });
}

/** Every bid of the season's auctions in the order they were placed, with the auction's player. */
export function seasonBids(db: DbOrTx, seasonId: number) {
  return db
    .select({ auctionId: auctionBids.auctionId, userId: auctionBids.userId, amount: auctionBids.amount, playerId: auctions.playerId })
    .from(auctionBids)
    .innerJoin(auctions, eq(auctions.id, auctionBids.auctionId))
    .where(eq(auctions.seasonId, seasonId))
    .orderBy(asc(auctionBids.auctionId), asc(auctionBids.createdAt), asc(auctionBids.id));
}

export function reviews(db: DbOrTx) {
  return db
    .select({ key: signalReviews.key, note: signalReviews.note, reviewedAt: signalReviews.reviewedAt, byId: signalReviews.reviewedBy, byName: users.name })
    .from(signalReviews)
    .leftJoin(users, eq(users.id, signalReviews.reviewedBy));
}

/** Stores a review once: false when the signal was already reviewed (a race or a repeat). */
export async function insertReview(db: DbOrTx, values: { key: string; kind: string; note: string; reviewedBy: number; reviewedAt: Date }) {
  const rows = await db.insert(signalReviews).values(values).onConflictDoNothing().returning({ key: signalReviews.key });
  return rows.length > 0;
}

export const userNames = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : Promise.resolve([]);
export const playerNames = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select({ id: players.id, name: players.name }).from(players).where(inArray(players.id, ids)) : Promise.resolve([]);
export const teamNames = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids)) : Promise.resolve([]);
