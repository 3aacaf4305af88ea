import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teamObjectives, teams, tournamentClosings, users } from '../../db/schema';

/** Closing rows (docs/decisions/025-season-close-and-rollover.md). */
export async function findClosing(db: DbOrTx, tournamentId: number) {
  return (
    await db
      .select({ ...tournamentClosingsColumns, closedByName: users.name })
      .from(tournamentClosings)
      .leftJoin(users, eq(users.id, tournamentClosings.closedBy))
      .where(eq(tournamentClosings.tournamentId, tournamentId))
      .limit(1)
  )[0];
}
const tournamentClosingsColumns = {
  tournamentId: tournamentClosings.tournamentId,
  seasonId: tournamentClosings.seasonId,
  positions: tournamentClosings.positions,
  total: tournamentClosings.total,
  closedBy: tournamentClosings.closedBy,
  closedAt: tournamentClosings.closedAt,
};

/** `on conflict do nothing`: of two racing closings only one gets the row; the other pays nothing. */
export async function insertClosing(db: DbOrTx, values: typeof tournamentClosings.$inferInsert) {
  return (await db.insert(tournamentClosings).values(values).onConflictDoNothing().returning({ id: tournamentClosings.tournamentId }))[0];
}

export function listClosings(db: DbOrTx) {
  return db.select(tournamentClosingsColumns).from(tournamentClosings);
}

export function teamsWithManagers(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: teams.id, name: teams.name, division: teams.division, userId: teams.userId, userName: users.name })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.userId))
    .where(inArray(teams.id, ids));
}

export function seasonObjectives(db: DbOrTx, seasonId: number) {
  return db.select().from(teamObjectives).where(eq(teamObjectives.seasonId, seasonId));
}

export async function setObjective(db: DbOrTx, seasonId: number, teamId: number, objective: number | null) {
  if (objective === null) {
    await db.delete(teamObjectives).where(and(eq(teamObjectives.seasonId, seasonId), eq(teamObjectives.teamId, teamId)));
    return;
  }
  await db
    .insert(teamObjectives)
    .values({ seasonId, teamId, objective })
    .onConflictDoUpdate({ target: [teamObjectives.seasonId, teamObjectives.teamId], set: { objective } });
}
