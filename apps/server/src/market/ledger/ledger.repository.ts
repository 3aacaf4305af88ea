import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';

// The ledger's reads. Its one write, a budget's move with its entry, is market/money.ts's moveBudget
// (docs/decisions/042-the-market-module.md).

export async function listEntries(db: DbOrTx, userId: number, page: { limit: number; offset: number }, seasonId?: number) {
  return db
    .select({ entry: ledgerEntries, actorName: sql<string | null>`(select u.name from users u where u.id = ${ledgerEntries.actorId})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), seasonId ? eq(ledgerEntries.seasonId, seasonId) : undefined))
    .orderBy(desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countEntries(db: DbOrTx, userId: number, seasonId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), seasonId ? eq(ledgerEntries.seasonId, seasonId) : undefined));
  return row?.n ?? 0;
}

/** The budget after each change, oldest first (the chart of the season). */
export async function balanceSeries(db: DbOrTx, userId: number, limit: number) {
  const rows = await db
    .select({ at: ledgerEntries.createdAt, balance: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
  return rows.reverse();
}

/** Money the user paid out in a season (the sum of their debits, as a positive number). */
export async function spentInSeason(db: DbOrTx, userId: number, seasonId: number) {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.seasonId, seasonId)));
  return Number(row?.spent ?? 0);
}

/**
 * The entries an operation wrote under its reference (`transfer:12`, `offer:7`, `auction:3`), with
 * the user's name, oldest first; counter-entries of a reversal (kind `reversalKind`) left out.
 */
export async function operationEntries(db: DbOrTx, reference: string, reversalKind: string) {
  return db
    .select({ id: ledgerEntries.id, userId: ledgerEntries.userId, amount: ledgerEntries.amount, description: ledgerEntries.description, userName: users.name })
    .from(ledgerEntries)
    .innerJoin(users, eq(users.id, ledgerEntries.userId))
    .where(and(eq(ledgerEntries.reference, reference), ne(ledgerEntries.kind, reversalKind)))
    .orderBy(ledgerEntries.id);
}
