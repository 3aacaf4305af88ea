import { DIVISIONS } from '@superliga/league';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { players, teams, users } from '../../db/schema';

/**
 * The teams the report covers: Primera and Segunda (outside teams and free agents have no squad
 * limits), Primera first, by name; `onlyIds` narrows it to the teams of one operation.
 */
export function leagueTeams(db: DbOrTx, onlyIds?: readonly number[]) {
  const league = inArray(teams.division, [...DIVISIONS]);
  return db
    .select({ id: teams.id, name: teams.name, division: teams.division, managerId: users.id, managerName: users.name })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.userId))
    .where(onlyIds ? and(league, inArray(teams.id, [...onlyIds])) : league)
    .orderBy(teams.division, teams.name, teams.id);
}

export function squadsOf(db: DbOrTx, teamIds: readonly number[]) {
  return db
    .select({ id: players.id, teamId: players.teamId, ca: players.ca, age: players.age })
    .from(players)
    .where(inArray(players.teamId, [...teamIds]));
}

/** A player with his team, for the operation being previewed. */
export async function findPlayer(db: DbOrTx, id: number) {
  const rows = await db.select({ id: players.id, ca: players.ca, age: players.age, teamId: players.teamId }).from(players).where(eq(players.id, id)).limit(1);
  return rows[0];
}

export function findPlayers(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({ id: players.id, ca: players.ca, age: players.age, teamId: players.teamId })
    .from(players)
    .where(inArray(players.id, [...ids]));
}
