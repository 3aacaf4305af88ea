import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { seasonRules, seasons } from '../../db/schema';

export async function findSeason(db: DbOrTx, id: number) {
  const rows = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, id)).limit(1);
  return rows[0];
}

export async function readStoredRules(db: DbOrTx, seasonId: number): Promise<unknown> {
  const rows = await db.select({ rules: seasonRules.rules }).from(seasonRules).where(eq(seasonRules.seasonId, seasonId)).limit(1);
  return rows[0]?.rules ?? null;
}

/** One row per season: the whole set in force is written, so later default changes do not move it. */
export async function writeRules(db: DbOrTx, seasonId: number, rules: object, userId: number, now: Date) {
  await db
    .insert(seasonRules)
    .values({ seasonId, rules, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: seasonRules.seasonId, set: { rules, updatedBy: userId, updatedAt: now } });
}
