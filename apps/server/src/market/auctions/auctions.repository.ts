import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { runOne, statement, written, type Statement } from '../../db/batch';
import type { DbOrTx } from '../../db/client';
import { rowFromJson, rowsStatement } from '../../db/json-row';
import { auctionBids, auctionMaxBids, auctions, players, reversals, teams, users } from '../../db/schema';
import { reversalColumns, reversalOf } from '../../lib/reversal-mark';

export type AuctionRow = typeof auctions.$inferSelect;

/** The player with its team's division: auctions take only players of teams without one. */
export async function findPlayerWithTeam(db: DbOrTx, playerId: number) {
  const rows = await db
    .select({
      id: players.id,
      name: players.name,
      value: players.value,
      age: players.age,
      teamId: players.teamId,
      teamName: teams.name,
      division: teams.division,
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(eq(players.id, playerId))
    .limit(1);
  return rows[0];
}

/** The team a user manages (a manager has at most one: teams.id_user is unique). */
export async function findActiveUser(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true)))
    .limit(1);
  return rows[0];
}

export type AuctionsOpened = { opened: number; openedOver: number };

/**
 * Auctions each user opened in a season, and how many of them on players older than `age` (the
 * season's limits): the one count the per-team limit and the compliance report read.
 */
export async function auctionsOpenedByUsers(db: DbOrTx, seasonId: number, userIds: readonly number[], age: number): Promise<Map<number, AuctionsOpened>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({
      userId: auctions.createdBy,
      opened: sql<number>`count(*)::int`,
      openedOver: sql<number>`count(*) filter (where ${players.age} > ${age})::int`,
    })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.playerId))
    // A reversed auction gives its opener the slot back (decision 040).
    .where(
      and(
        inArray(auctions.createdBy, [...userIds]),
        eq(auctions.seasonId, seasonId),
        sql`not exists (select 1 from reversals r where r.kind = 'auction' and r.operation_id = ${auctions.id})`,
      ),
    )
    .groupBy(auctions.createdBy);
  return new Map(rows.map((r) => [r.userId!, { opened: Number(r.opened), openedOver: Number(r.openedOver) }]));
}

export async function auctionsOpenedBy(db: DbOrTx, userId: number, seasonId: number, age: number): Promise<AuctionsOpened> {
  return (await auctionsOpenedByUsers(db, seasonId, [userId], age)).get(userId) ?? { opened: 0, openedOver: 0 };
}

export async function findOpenAuctionOfPlayer(db: DbOrTx, playerId: number) {
  const rows = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.playerId, playerId), eq(auctions.status, 'open')))
    .limit(1);
  return rows[0];
}

/** Moves an open auction's end (soft close); called with the auction row locked. */
export async function setEndsAt(db: DbOrTx, id: number, endsAt: Date) {
  await db
    .update(auctions)
    .set({ endsAt })
    .where(and(eq(auctions.id, id), eq(auctions.status, 'open')));
}

/** Open auctions whose bidding has ended by `now`, oldest end first (automatic settlement). */
export function endedOpenAuctions(db: DbOrTx, now: Date) {
  return db
    .select({ id: auctions.id, seasonId: auctions.seasonId })
    .from(auctions)
    .where(and(eq(auctions.status, 'open'), sql`${auctions.endsAt} <= ${now}`))
    .orderBy(auctions.endsAt, auctions.id);
}

/** Open auctions nobody has bid on yet, oldest first (they close 'deserted' after the auction hours). */
export function openAuctionsWithoutBids(db: DbOrTx) {
  return db
    .select({ id: auctions.id, seasonId: auctions.seasonId, createdAt: auctions.createdAt })
    .from(auctions)
    .where(and(eq(auctions.status, 'open'), sql`not exists (select 1 from ${auctionBids} b where b.auction_id = ${auctions.id})`))
    .orderBy(auctions.createdAt, auctions.id);
}

/** Closes an open auction without bids as deserted; nothing when it was no longer open or got a bid. */
export async function markDeserted(db: DbOrTx, id: number, at: Date) {
  const rows = await db
    .update(auctions)
    .set({ status: 'deserted', confirmedAt: at })
    .where(and(eq(auctions.id, id), eq(auctions.status, 'open'), sql`not exists (select 1 from ${auctionBids} b where b.auction_id = ${auctions.id})`))
    .returning({ id: auctions.id });
  return rows[0];
}

// ---- maximum bids (private to their owner: only these functions read them)

/** A standing maximum as the proxy-bid rule reads it. */
export interface StandingMax {
  userId: number;
  teamId: number;
  amount: number;
  setAt: Date;
}

/**
 * Locks an auction's row for a bid and reads what the bid decides on, in one round trip (the
 * function of migration 0020): the row as it is once locked, its highest bid (who leads, for how
 * much) and every maximum standing in it, earliest first — all read after the lock was granted,
 * so they include the bid that held it before. Undefined when there is no such auction.
 */
export const lockForBid = (db: DbOrTx, auctionId: number) => runOne(db, lockForBidStatement(auctionId));

export const lockForBidStatement = (auctionId: number) =>
  statement(sql`select superliga_lock_auction_for_bid(${auctionId}::int) as state`, ([row]) => {
    const state = row?.state as
      | { auction: Record<string, unknown>; highest: { userId: number; amount: number } | null; maximums: (Omit<StandingMax, 'setAt'> & { setAt: string })[] }
      | null
      | undefined;
    if (!state) return undefined;
    return {
      auction: rowFromJson(auctions, state.auction),
      highest: state.highest,
      maximums: state.maximums.map((m): StandingMax => ({ ...m, setAt: new Date(m.setAt) })),
    };
  });

export const findMaxBid = (db: DbOrTx, auctionId: number, userId: number) => runOne(db, findMaxBidStatement(auctionId, userId));

export const findMaxBidStatement = (auctionId: number, userId: number) =>
  one(
    rowsStatement(
      'max-bid',
      auctionMaxBids,
      () => and(eq(auctionMaxBids.auctionId, sql.placeholder('auctionId')), eq(auctionMaxBids.userId, sql.placeholder('userId')))!,
      { auctionId, userId },
      () => sql` limit 1`,
    ),
  );

/** Writes a bidder's maximum (one per auction); called with the auction row locked. */
export async function saveMaxBid(db: DbOrTx, values: typeof auctionMaxBids.$inferInsert) {
  await db
    .insert(auctionMaxBids)
    .values(values)
    .onConflictDoUpdate({
      target: [auctionMaxBids.auctionId, auctionMaxBids.userId],
      set: { amount: values.amount, setAt: values.setAt, teamId: values.teamId },
    });
}

export async function deleteMaxBid(db: DbOrTx, auctionId: number, userId: number) {
  await db.delete(auctionMaxBids).where(and(eq(auctionMaxBids.auctionId, auctionId), eq(auctionMaxBids.userId, userId)));
}

export async function insertAuction(db: DbOrTx, values: typeof auctions.$inferInsert) {
  const [row] = await db.insert(auctions).values(values).returning();
  return row!;
}

/**
 * The auction of the player that `id` names: the auction itself, else the auction of the bid with
 * that id (the documents' client confirms from a bid row; docs/decisions/017). Undefined for neither.
 */
export async function auctionOfPlayerNamedBy(db: DbOrTx, id: number, playerId: number) {
  const [own] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.id, id), eq(auctions.playerId, playerId)));
  if (own) return own.id;
  const [ofBid] = await db
    .select({ id: auctions.id })
    .from(auctionBids)
    .innerJoin(auctions, eq(auctions.id, auctionBids.auctionId))
    .where(and(eq(auctionBids.id, id), eq(auctions.playerId, playerId)));
  return ofBid?.id;
}

/** Locks the auction row so the bids of one auction are judged one after the other. */
export async function lockAuction(db: DbOrTx, id: number) {
  const rows = await db.select().from(auctions).where(eq(auctions.id, id)).for('update');
  return rows[0];
}

export const findAuction = (db: DbOrTx, id: number) => runOne(db, findAuctionStatement(id));

/**
 * The player of an auction (his id, name and value) when he has a team, as findPlayerWithTeam
 * reads him, by the auction's id: a bid reads him with the auction in one round trip (reads/bid.ts).
 */
export const auctionPlayerStatement = (auctionId: number) =>
  written(
    'auction-player',
    () => sql`select ${players.id} as id, ${players.name} as name, ${players.value} as value from ${players}
      join ${teams} on ${teams.id} = ${players.teamId}
      where ${players.id} = (select ${auctions.playerId} from ${auctions} where ${auctions.id} = ${sql.placeholder('auctionId')})`,
    { auctionId },
    ([row]) => row && { id: Number(row.id), name: String(row.name), value: Number(row.value) },
  );

export const findAuctionStatement = (id: number) =>
  one(
    rowsStatement(
      'auction',
      auctions,
      () => eq(auctions.id, sql.placeholder('id')),
      { id },
      () => sql` limit 1`,
    ),
  );

export const highestBid = (db: DbOrTx, auctionId: number) => runOne(db, highestBidStatement(auctionId));

export const highestBidStatement = (auctionId: number) =>
  one(
    rowsStatement(
      'highest-bid',
      auctionBids,
      () => eq(auctionBids.auctionId, sql.placeholder('auctionId')),
      { auctionId },
      () => sql` order by ${auctionBids.amount} desc limit 1`,
    ),
  );

/** The first row a statement reads, if any. */
const one = <T>(s: Statement<T[]>): Statement<T | undefined> => ({ ...s, read: (rows) => s.read(rows)[0] });

/** Everyone who bid on an auction (once each). */
export async function bidderIds(db: DbOrTx, auctionId: number) {
  const rows = await db.selectDistinct({ userId: auctionBids.userId }).from(auctionBids).where(eq(auctionBids.auctionId, auctionId));
  return rows.map((r) => r.userId);
}

export async function insertBid(db: DbOrTx, values: typeof auctionBids.$inferInsert) {
  const [row] = await db.insert(auctionBids).values(values).returning();
  return row!;
}

/** Marks the auction confirmed only if it is still open: racing confirmations succeed once. */
export async function markConfirmed(
  db: DbOrTx,
  id: number,
  values: { winnerBidId: number; confirmedBy: number | null; confirmedAt: Date; previousStatus?: string },
) {
  const rows = await db
    .update(auctions)
    .set({ status: 'confirmed', ...values })
    .where(and(eq(auctions.id, id), eq(auctions.status, 'open')))
    .returning({ id: auctions.id });
  return rows[0];
}

/** Stops an open auction without a winner; nothing when it was no longer open. */
export async function markCancelled(db: DbOrTx, id: number, values: { confirmedBy: number; confirmedAt: Date }) {
  const rows = await db
    .update(auctions)
    .set({ status: 'cancelled', ...values })
    .where(and(eq(auctions.id, id), eq(auctions.status, 'open')))
    .returning({ id: auctions.id });
  return rows[0];
}

const leadingBid = sql`(select lb.id from ${auctionBids} lb where lb.auction_id = ${auctions.id} order by lb.amount desc limit 1)`;

/** Auctions matching `where`, newest first, with the player, the creator and the highest bid with its bidder (one query). */
function listAuctions(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: auctions.id,
      createdBy: auctions.createdBy,
      creatorName: sql<string>`(select u.name from ${users} u where u.id = ${auctions.createdBy})`,
      playerId: auctions.playerId,
      playerName: players.name,
      playerValue: players.value,
      leaderId: sql<number | null>`(select b.auctioned_by from ${auctionBids} b where b.id = ${leadingBid})`,
      leaderName: sql<string | null>`(select u.name from ${auctionBids} b join ${users} u on u.id = b.auctioned_by where b.id = ${leadingBid})`,
      teamId: auctions.teamId,
      seasonId: auctions.seasonId,
      endsAt: auctions.endsAt,
      status: auctions.status,
      createdAt: auctions.createdAt,
      winnerBidId: auctions.winnerBidId,
      amount: sql<string | null>`(select max(b.amount) from ${auctionBids} b where b.auction_id = ${auctions.id})`,
      reversal: reversalColumns,
    })
    .from(auctions)
    .leftJoin(players, eq(players.id, auctions.playerId))
    .leftJoin(reversals, reversalOf('auction', auctions.id))
    .where(where)
    .orderBy(desc(auctions.createdAt), desc(auctions.id));
}

export const listSeasonAuctions = (db: DbOrTx, seasonId: number) => listAuctions(db, eq(auctions.seasonId, seasonId));
export const findAuctionRow = async (db: DbOrTx, id: number) => (await listAuctions(db, eq(auctions.id, id)))[0];

export const listPlayerAuctions = (db: DbOrTx, playerId: number, seasonId?: number) =>
  listAuctions(db, and(eq(auctions.playerId, playerId), seasonId ? eq(auctions.seasonId, seasonId) : undefined));

/** Every bid of these auctions, highest first, with bidder and team names (one query). */
export async function listBids(db: DbOrTx, auctionIds: number[]) {
  if (!auctionIds.length) return [];
  return db
    .select({
      id: auctionBids.id,
      auctionId: auctionBids.auctionId,
      amount: auctionBids.amount,
      userId: auctionBids.userId,
      userName: users.name,
      teamId: auctionBids.teamId,
      teamName: teams.name,
      automatic: auctionBids.automatic,
      createdAt: auctionBids.createdAt,
    })
    .from(auctionBids)
    .innerJoin(users, eq(users.id, auctionBids.userId))
    .innerJoin(teams, eq(teams.id, auctionBids.teamId))
    .where(inArray(auctionBids.auctionId, auctionIds))
    .orderBy(desc(auctionBids.amount));
}
