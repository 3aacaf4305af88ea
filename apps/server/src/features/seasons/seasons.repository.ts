import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { seasons } from '../../db/schema';

export type SeasonRow = typeof seasons.$inferSelect;

/** Newest first: the order of every season dropdown. */
export function listSeasons(db: DbOrTx) {
  return db.select().from(seasons).orderBy(desc(seasons.startDate), desc(seasons.id));
}

export async function findSeason(db: DbOrTx, id: number) {
  const rows = await db.select().from(seasons).where(eq(seasons.id, id)).limit(1);
  return rows[0];
}

export async function insertSeason(db: DbOrTx, values: typeof seasons.$inferInsert) {
  const [row] = await db.insert(seasons).values(values).returning();
  return row!;
}

export async function updateSeason(db: DbOrTx, id: number, values: Partial<typeof seasons.$inferInsert>) {
  const rows = await db.update(seasons).set(values).where(eq(seasons.id, id)).returning();
  return rows[0];
}
