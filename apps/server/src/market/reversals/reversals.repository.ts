import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReversalKind } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import { auctionBids, auctions, players, releaseClauses, reversals, teams, transferPlayers, transfers, users } from '../../db/schema';

export type ReversalRow = typeof reversals.$inferSelect;

export async function findTransfer(db: DbOrTx, id: number) {
  const [row] = await db.select().from(transfers).where(eq(transfers.id, id));
  return row;
}

/** A transfer's players with the status each had before the transfer reserved him. */
export async function transferPlayersOf(db: DbOrTx, transferId: number) {
  return db
    .select({ id: players.id, name: players.name, previousStatus: transferPlayers.previousStatus })
    .from(transferPlayers)
    .innerJoin(players, eq(players.id, transferPlayers.playerId))
    .where(eq(transferPlayers.transferId, transferId))
    .orderBy(players.id);
}

export async function findClause(db: DbOrTx, id: number) {
  const [row] = await db.select().from(releaseClauses).where(eq(releaseClauses.id, id));
  return row;
}

/** An auction with its player's name and the winning bid (who paid, for which team). */
export async function findAuction(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ auction: auctions, playerName: players.name, winner: { userId: auctionBids.userId, teamId: auctionBids.teamId } })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.playerId))
    .leftJoin(auctionBids, eq(auctionBids.id, auctions.winnerBidId))
    .where(eq(auctions.id, id));
  return row;
}

export async function findTeams(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: teams.id, name: teams.name, userId: teams.userId }).from(teams).where(inArray(teams.id, ids));
}

export async function findReversal(db: DbOrTx, kind: ReversalKind, operationId: number) {
  const [row] = await db
    .select({ id: reversals.id })
    .from(reversals)
    .where(and(eq(reversals.kind, kind), eq(reversals.operationId, operationId)));
  return row;
}

/** The one write that marks an operation reversed; nothing when it already was (the unique index). */
export async function insertReversal(db: DbOrTx, values: typeof reversals.$inferInsert) {
  const [row] = await db.insert(reversals).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Confirmed operations on these players after the one being reversed (confirmed later; at the
 * same instant, only a later one of the same kind), that were not reversed themselves. A player
 * who left and came back has one, though he stands where the operation left him.
 */
export async function laterOperations(db: DbOrTx, playerIds: number[], after: { kind: ReversalKind; id: number; at: Date }) {
  if (!playerIds.length) return [];
  const ids = sql.join(
    playerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const at = after.at.toISOString();
  const later = (kind: ReversalKind, confirmedAt: string, id: string) => {
    const column = sql.raw(confirmedAt);
    const sameInstant = kind === after.kind ? sql`${column} = ${at}::timestamptz and ${sql.raw(id)} > ${after.id}` : sql`false`;
    return sql`(${column} > ${at}::timestamptz or (${sameInstant}))`;
  };
  const notReversed = (kind: ReversalKind, id: string) =>
    sql`not exists (select 1 from reversals r where r.kind = ${kind} and r.operation_id = ${sql.raw(id)})`;
  const result = await db.execute(sql`
    select tp.player_id as "playerId", 'transfer' as kind, t.id from transfer_players tp join transfers t on t.id = tp.transfer_id
      where tp.player_id in (${ids}) and t.confirmed = 'yes' and ${later('transfer', 't.confirmed_at', 't.id')} and ${notReversed('transfer', 't.id')}
    union all
    select rc.id_player, 'clause', rc.id from release_clauses rc
      where rc.id_player in (${ids}) and rc.confirmed = 'yes' and ${later('clause', 'rc.decided_at', 'rc.id')} and ${notReversed('clause', 'rc.id')}
    union all
    select a.id_player, 'auction', a.id from auctions a
      where a.id_player in (${ids}) and a.status = 'confirmed' and ${later('auction', 'a.confirmed_at', 'a.id')} and ${notReversed('auction', 'a.id')}
    order by 1, 3`);
  return (result as unknown as { rows: { playerId: number; kind: ReversalKind; id: number }[] }).rows.map((r) => ({
    playerId: Number(r.playerId),
    kind: r.kind,
    id: Number(r.id),
  }));
}

const reverserName = sql<string | null>`(select u.name from ${users} u where u.id = ${reversals.reversedBy})`;

export function listReversals(db: DbOrTx, seasonId: number | undefined, page?: { limit: number; offset: number }) {
  const q = db
    .select({ reversal: reversals, reverserName })
    .from(reversals)
    .where(seasonId ? eq(reversals.seasonId, seasonId) : undefined)
    .orderBy(desc(reversals.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

export async function countReversals(db: DbOrTx, seasonId: number | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(reversals)
    .where(seasonId ? eq(reversals.seasonId, seasonId) : undefined);
  return row?.n ?? 0;
}

/** Players where they are now, without a lock (the plan the Admin reads before confirming). */
export async function currentPlayers(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: players.id, name: players.name, teamId: players.teamId, status: players.status })
    .from(players)
    .where(inArray(players.id, ids))
    .orderBy(players.id);
}
