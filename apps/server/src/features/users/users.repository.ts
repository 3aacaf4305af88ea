import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teams, users } from '../../db/schema';

/** A user with their team (if any), in one join. Deactivated users are not listed. */
const selectUsers = (db: DbOrTx) =>
  db
    .select({ user: users, team: { id: teams.id, name: teams.name, division: teams.division } })
    .from(users)
    .leftJoin(teams, eq(teams.userId, users.id));

export function listActiveUsers(db: DbOrTx, page?: { limit: number; offset: number }) {
  const query = selectUsers(db).where(eq(users.active, true)).orderBy(asc(users.name), asc(users.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countActiveUsers(db: DbOrTx) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.active, true));
  return row?.n ?? 0;
}

export async function findActiveUser(db: DbOrTx, id: number) {
  const rows = await selectUsers(db)
    .where(and(eq(users.id, id), eq(users.active, true)))
    .limit(1);
  return rows[0];
}

/** Locks the user's row for the rest of the transaction (budget changes). */
export async function lockUser(db: DbOrTx, id: number) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true)))
    .for('update');
  return rows[0];
}

export async function emailTaken(db: DbOrTx, email: string, exceptId?: number) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0 && rows[0]!.id !== exceptId;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** Any field but the budget, which only market/money.ts writes (with its ledger row). */
export async function updateUser(db: DbOrTx, id: number, values: Partial<Omit<typeof users.$inferInsert, 'profits' | 'budgetVersion'>>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function countActiveAdmins(db: DbOrTx) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.rol, 'Admin'), eq(users.active, true)));
  return row?.n ?? 0;
}

/** Deactivation keeps the row (history points at it) and frees the user's team. */
export async function deactivateUser(db: DbOrTx, id: number) {
  await db
    .update(users)
    .set({ active: false, updatedAt: sql`now()` })
    .where(eq(users.id, id));
  await db.update(teams).set({ userId: null }).where(eq(teams.userId, id));
}

/** The staff (Admin and Organizador, or the roles named) who hear of objections, reviews and stuck jobs. */
export async function activeUserIdsWithRoles(db: DbOrTx, roles: readonly string[]) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.rol, [...roles]), eq(users.active, true)));
  return rows.map((r) => r.id);
}
