import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctions, players, releaseClauses, seasons, squadActions } from '../../db/schema';

/** Reads and writes of rolling a season over (docs/decisions/025-season-close-and-rollover.md). */
export async function seasonRolledFrom(db: DbOrTx, seasonId: number) {
  return (await db.select().from(seasons).where(eq(seasons.previousSeasonId, seasonId)).limit(1))[0];
}

/** The league-wide per-season counters the market limits, as counted for the season. */
export async function seasonCounters(db: DbOrTx, seasonId: number) {
  const [blocks] = await db
    .select({ n: count() })
    .from(squadActions)
    .where(and(eq(squadActions.seasonId, seasonId), eq(squadActions.kind, 'block')));
  const [losses] = await db
    .select({ n: count() })
    .from(releaseClauses)
    .where(and(eq(releaseClauses.seasonId, seasonId), eq(releaseClauses.confirmed, 'yes')));
  const [opened] = await db.select({ n: count() }).from(auctions).where(eq(auctions.seasonId, seasonId));
  return { blocks: blocks?.n ?? 0, clause_losses: losses?.n ?? 0, auctions: opened?.n ?? 0 };
}

/** Closes the season if it is still open: of two racing rollovers one gets the row. */
export async function closeSeason(db: DbOrTx, seasonId: number, now: Date) {
  const rows = await db
    .update(seasons)
    .set({ closedAt: now, active: false })
    .where(and(eq(seasons.id, seasonId), isNull(seasons.closedAt), eq(seasons.archived, false)))
    .returning({ id: seasons.id });
  return rows[0];
}

export function allPlayers(db: DbOrTx, afterId: number, limit: number) {
  return db
    .select({ id: players.id, age: players.age, status: players.status })
    .from(players)
    .where(gt(players.id, afterId))
    .orderBy(asc(players.id))
    .limit(limit);
}

export function playersForSummary(db: DbOrTx) {
  return db.select({ age: players.age, status: players.status }).from(players);
}
