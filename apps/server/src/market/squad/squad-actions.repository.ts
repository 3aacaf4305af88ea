import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { players, squadActions, teams, users } from '../../db/schema';

const teamColumns = { id: teams.id, name: teams.name, division: teams.division, userId: teams.userId, userName: users.name };

/** The team with its manager; `lock` holds the team row so two actions of one team count its blocks one after the other. */
export async function findTeam(db: DbOrTx, id: number, lock = false) {
  const query = db.select(teamColumns).from(teams).leftJoin(users, eq(users.id, teams.userId)).where(eq(teams.id, id)).limit(1);
  const rows = lock ? await query.for('update', { of: teams }) : await query;
  return rows[0];
}
export type ActionTeamRow = NonNullable<Awaited<ReturnType<typeof findTeam>>>;

export async function findTeamOfUser(db: DbOrTx, userId: number) {
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.userId, userId)).limit(1);
  return rows[0]?.id;
}

const playerColumns = {
  id: players.id,
  name: players.name,
  teamId: players.teamId,
  status: players.status,
  ca: players.ca,
  age: players.age,
  value: players.value,
};

export async function findPlayer(db: DbOrTx, id: number) {
  const rows = await db.select(playerColumns).from(players).where(eq(players.id, id)).limit(1);
  return rows[0];
}

export function playersOfTeam(db: DbOrTx, teamId: number) {
  return db.select(playerColumns).from(players).where(eq(players.teamId, teamId)).orderBy(asc(players.id));
}

/** Registered players of the team now, over 20 and not (the registration quota). */
export async function registeredCounts(db: DbOrTx, teamId: number, seniorOver: number) {
  const [row] = await db
    .select({
      seniors: sql<number>`count(*) filter (where ${players.age} > ${seniorOver})::int`,
      youth: sql<number>`count(*) filter (where ${players.age} <= ${seniorOver})::int`,
    })
    .from(players)
    .where(and(eq(players.teamId, teamId), eq(players.status, 'registrado')));
  return { seniors: row?.seniors ?? 0, youth: row?.youth ?? 0 };
}

/** The players the team blocked in the season, one row per block (their count is the blocks used). */
/** Blocks each team used in a season (the compliance report). */
export async function blocksByTeam(db: DbOrTx, seasonId: number, teamIds: readonly number[]): Promise<Map<number, number>> {
  if (!teamIds.length) return new Map();
  const rows = await db
    .select({ teamId: squadActions.teamId, n: count() })
    .from(squadActions)
    .where(and(inArray(squadActions.teamId, [...teamIds]), eq(squadActions.seasonId, seasonId), eq(squadActions.kind, 'block')))
    .groupBy(squadActions.teamId);
  return new Map(rows.map((r) => [r.teamId, Number(r.n)]));
}

export function blocksOfSeason(db: DbOrTx, teamId: number, seasonId: number) {
  return db
    .select({ playerId: squadActions.playerId })
    .from(squadActions)
    .where(and(eq(squadActions.teamId, teamId), eq(squadActions.seasonId, seasonId), eq(squadActions.kind, 'block')));
}

export async function insertAction(db: DbOrTx, values: typeof squadActions.$inferInsert) {
  const [row] = await db.insert(squadActions).values(values).returning({ id: squadActions.id });
  return row!.id;
}

/** Managers of the other teams (told about a new free agent). */
export async function otherManagers(db: DbOrTx, exceptUserId: number) {
  const rows = await db
    .select({ userId: teams.userId })
    .from(teams)
    .where(and(isNotNull(teams.userId), ne(teams.userId, exceptUserId)));
  return rows.map((r) => r.userId!);
}
