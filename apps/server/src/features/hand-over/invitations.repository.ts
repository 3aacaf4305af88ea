import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teamInvitations, teams, users } from '../../db/schema';

export async function insertInvitation(db: DbOrTx, values: typeof teamInvitations.$inferInsert) {
  const [row] = await db.insert(teamInvitations).values(values).returning();
  return row!;
}

/** The invitation behind a link, with its team and the Admin who made it. */
export async function findByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ invitation: teamInvitations, team: { id: teams.id, name: teams.name, division: teams.division }, adminName: users.name })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(users, eq(users.id, teamInvitations.createdBy))
    .where(eq(teamInvitations.tokenHash, tokenHash));
  return row;
}

/** Locks the invitation row: two people using one link at once, one after the other. */
export async function lockByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select({ id: teamInvitations.id }).from(teamInvitations).where(eq(teamInvitations.tokenHash, tokenHash)).for('update');
  return row;
}

/** Marks it used, once: only while neither used nor revoked. */
export async function markUsed(db: DbOrTx, id: number, userId: number, at: Date) {
  const rows = await db
    .update(teamInvitations)
    .set({ usedAt: at, usedBy: userId })
    .where(and(eq(teamInvitations.id, id), isNull(teamInvitations.usedAt), isNull(teamInvitations.revokedAt)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

export async function revoke(db: DbOrTx, teamId: number, id: number, at: Date) {
  const [row] = await db
    .update(teamInvitations)
    .set({ revokedAt: at })
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.teamId, teamId), isNull(teamInvitations.usedAt), isNull(teamInvitations.revokedAt)))
    .returning();
  return row;
}

export async function findInvitation(db: DbOrTx, teamId: number, id: number) {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.teamId, teamId)));
  return row;
}
