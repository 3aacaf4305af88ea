import { searchKey } from '@superliga/league';
import { and, asc, desc, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctions, matchStatistics, playerBets, players, releaseClauses, teams, transferPlayers } from '../../db/schema';

export type PlayerRow = typeof players.$inferSelect;

/** A player with its team as { id, name, division } (000 §3), in one join: no N+1. */
const playerColumns = {
  id: players.id,
  name: players.name,
  status: players.status,
  value: players.value,
  ca: players.ca,
  pa: players.pa,
  age: players.age,
  teamId: teams.id,
  teamName: teams.name,
  teamDivision: teams.division,
};

const selectPlayers = (db: DbOrTx) => db.select(playerColumns).from(players).innerJoin(teams, eq(teams.id, players.teamId));

async function countPlayers(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(where);
  return row?.n ?? 0;
}

/** One page (or all) of players, by name; paged in SQL on the (name, id) index. */
export async function listPlayers(db: DbOrTx, opts: { where?: SQL; limit?: number; offset?: number }) {
  const query = selectPlayers(db).where(opts.where).orderBy(asc(players.name), asc(players.id));
  const rows = opts.limit === undefined ? await query : await query.limit(opts.limit).offset(opts.offset ?? 0);
  return rows;
}

export const countWhere = countPlayers;
export const byTeam = (teamId: number) => eq(players.teamId, teamId);
/** Players of outside teams and of the free-agent team: teams without a division. */
export const outsideLeague = () => isNull(teams.division);

/**
 * Name search tolerant of accents and case: `search_name` holds searchKey(name).
 * First the fragments (ILIKE), walked in name order so a common surname among 100,000 players
 * stops after `limit` rows; then, only when that leaves room, trigram similarity for typos.
 * The planner estimates trigram filters badly and would scan the whole table (≈300 ms at
 * 100,000 players), so the search runs with sequential scans off for its transaction only.
 */
export async function searchPlayers(db: DbOrTx, key: string, limit: number) {
  const like = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const run = async (tx: DbOrTx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const fragments = await selectPlayers(tx).where(sql`${players.searchName} ILIKE ${like}`).orderBy(asc(players.name), asc(players.id)).limit(limit);
    if (fragments.length >= limit) return fragments;
    const found = fragments.map((p) => p.id);
    const similar = await selectPlayers(tx)
      .where(and(sql`${players.searchName} % ${key}`, found.length ? notInArray(players.id, found) : undefined))
      .orderBy(desc(sql`similarity(${players.searchName}, ${key})`), asc(players.name), asc(players.id))
      .limit(limit - found.length);
    return [...fragments, ...similar];
  };
  const rows = await db.transaction(run);
  // Best match first: the exact name, then names starting with the text, then the rest in order.
  const rank = (name: string) => {
    const k = searchKey(name);
    return k === key ? 0 : k.startsWith(key) ? 1 : 2;
  };
  return rows.map((row, i) => ({ row, i, r: rank(row.name) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.row);
}

export async function findPlayer(db: DbOrTx, id: number) {
  const rows = await selectPlayers(db).where(eq(players.id, id)).limit(1);
  return rows[0];
}

export async function insertPlayer(db: DbOrTx, values: typeof players.$inferInsert) {
  const [row] = await db.insert(players).values(values).returning({ id: players.id });
  return row!.id;
}

export async function updatePlayer(db: DbOrTx, id: number, values: Partial<typeof players.$inferInsert>) {
  const rows = await db.update(players).set(values).where(eq(players.id, id)).returning({ id: players.id });
  return rows[0]?.id;
}

export async function deletePlayer(db: DbOrTx, id: number) {
  await db.delete(players).where(eq(players.id, id));
}

export async function teamExists(db: DbOrTx, id: number) {
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).limit(1);
  return rows.length > 0;
}

/** Whether any market or competition record points at the player (then it cannot be deleted). */
export async function hasHistory(db: DbOrTx, id: number) {
  const checks = [
    db.select({ x: sql`1` }).from(transferPlayers).where(eq(transferPlayers.playerId, id)).limit(1),
    db.select({ x: sql`1` }).from(releaseClauses).where(eq(releaseClauses.playerId, id)).limit(1),
    db.select({ x: sql`1` }).from(auctions).where(eq(auctions.playerId, id)).limit(1),
    db.select({ x: sql`1` }).from(matchStatistics).where(eq(matchStatistics.playerId, id)).limit(1),
    db.select({ x: sql`1` }).from(playerBets).where(and(eq(playerBets.playerId, id))).limit(1),
  ];
  for (const check of checks) if ((await check).length) return true;
  return false;
}

export type PlayerWithTeam = NonNullable<Awaited<ReturnType<typeof findPlayer>>>;
