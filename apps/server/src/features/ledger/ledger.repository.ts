import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';

/** Adds `amount` to a budget; with `floor`, only when the result stays at or above it. */
export async function addToProfits(db: DbOrTx, userId: number, amount: number, floor?: number) {
  const where = floor === undefined ? eq(users.id, userId) : and(eq(users.id, userId), gte(sql`${users.profits} + ${amount}`, floor));
  const rows = await db
    .update(users)
    .set({ profits: sql`${users.profits} + ${amount}`, updatedAt: sql`now()` })
    .where(where)
    .returning({ profits: users.profits });
  return rows[0]?.profits;
}

export async function insertEntry(db: DbOrTx, entry: typeof ledgerEntries.$inferInsert) {
  await db.insert(ledgerEntries).values(entry);
}
