import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teams, tokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function findActiveUserByEmail(db: DbOrTx, email: string) {
  return db.query.users.findFirst({ where: and(eq(users.email, email), eq(users.active, true)) });
}

export async function emailExists(db: DbOrTx, email: string) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** `issuedAt` from the service's clock: the absolute lifetime is counted from it. */
export async function insertToken(db: DbOrTx, userId: number, secretHash: string, issuedAt: Date) {
  const [row] = await db.insert(tokens).values({ userId, secretHash, createdAt: issuedAt }).returning({ id: tokens.id });
  return row!.id;
}

export async function findTokenWithUser(db: DbOrTx, tokenId: number) {
  const rows = await db
    .select({
      secretHash: tokens.secretHash,
      lastUsedAt: sql<Date>`coalesce(${tokens.lastUsedAt}, ${tokens.createdAt})`.mapWith(tokens.createdAt),
      issuedAt: tokens.createdAt,
      id: users.id,
      name: users.name,
      rol: users.rol,
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(and(eq(tokens.id, tokenId), eq(users.active, true)))
    .limit(1);
  return rows[0];
}

export async function deleteToken(db: DbOrTx, tokenId: number) {
  await db.delete(tokens).where(eq(tokens.id, tokenId));
}

/** Every token of a user, or every one but `keepTokenId` (the session that changed the password). */
export async function deleteUserTokens(db: DbOrTx, userId: number, keepTokenId?: number) {
  await db.delete(tokens).where(keepTokenId === undefined ? eq(tokens.userId, userId) : and(eq(tokens.userId, userId), ne(tokens.id, keepTokenId)));
}

/** Records a use; conditional, so requests racing on one token write once. */
export async function touchToken(db: DbOrTx, tokenId: number, now: Date, olderThan: Date) {
  await db
    .update(tokens)
    .set({ lastUsedAt: now })
    .where(and(eq(tokens.id, tokenId), sql`coalesce(${tokens.lastUsedAt}, ${tokens.createdAt}) < ${olderThan}`));
}

export async function findUserWithTeam(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ user: users, team: { id: teams.id, name: teams.name, division: teams.division } })
    .from(users)
    .leftJoin(teams, eq(teams.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}
