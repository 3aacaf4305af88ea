import { and, eq, sql } from 'drizzle-orm';
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

export async function insertToken(db: DbOrTx, userId: number, secretHash: string) {
  const [row] = await db.insert(tokens).values({ userId, secretHash }).returning({ id: tokens.id });
  return row!.id;
}

export async function findTokenWithUser(db: DbOrTx, tokenId: number) {
  const rows = await db
    .select({ secretHash: tokens.secretHash, id: users.id, name: users.name, rol: users.rol })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(and(eq(tokens.id, tokenId), eq(users.active, true)))
    .limit(1);
  return rows[0];
}

export async function deleteToken(db: DbOrTx, tokenId: number) {
  await db.delete(tokens).where(eq(tokens.id, tokenId));
}

export async function deleteUserTokens(db: DbOrTx, userId: number) {
  await db.delete(tokens).where(eq(tokens.userId, userId));
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

export async function countAdmins(db: DbOrTx) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(and(eq(users.rol, 'Admin'), eq(users.active, true)));
  return row?.n ?? 0;
}
