import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teams, users } from '../../db/schema';

/** A team with its manager's id and name, in one join. */
const teamColumns = {
  id: teams.id,
  name: teams.name,
  division: teams.division,
  userId: teams.userId,
  userName: users.name,
};
const selectTeams = (db: DbOrTx) => db.select(teamColumns).from(teams).leftJoin(users, eq(users.id, teams.userId));

// Primera, then Segunda, then the teams outside the league; by name inside each.
const leagueOrder = [sql`case ${teams.division} when 'Primera' then 0 when 'Segunda' then 1 else 2 end`, asc(teams.name), asc(teams.id)];

export function listTeams(db: DbOrTx, page?: { limit: number; offset: number }) {
  const query = selectTeams(db).orderBy(...leagueOrder);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countTeams(db: DbOrTx) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(teams);
  return row?.n ?? 0;
}

/** Every team with the title counters it brought from the old app (the palmarés; decision 018). */
export function listTitles(db: DbOrTx) {
  return db
    .select({ id: teams.id, name: teams.name, titles: teams.titles })
    .from(teams)
    .where(sql`${teams.titles} <> '{}'::jsonb`);
}

export async function findTeam(db: DbOrTx, id: number) {
  const rows = await selectTeams(db).where(eq(teams.id, id)).limit(1);
  return rows[0];
}
export type TeamWithManager = NonNullable<Awaited<ReturnType<typeof findTeam>>>;

/** The team a user manages (one per manager; the first by id otherwise), or the one besides `exceptTeamId`. */
export async function findTeamOfUser(db: DbOrTx, userId: number, exceptTeamId?: number) {
  const rows = await db
    .select({ id: teams.id, name: teams.name, division: teams.division })
    .from(teams)
    .where(exceptTeamId ? and(eq(teams.userId, userId), ne(teams.id, exceptTeamId)) : eq(teams.userId, userId))
    .orderBy(asc(teams.id))
    .limit(1);
  return rows[0];
}

export async function findTeamByName(db: DbOrTx, name: string, exceptTeamId?: number) {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(exceptTeamId ? and(sql`lower(${teams.name}) = lower(${name})`, ne(teams.id, exceptTeamId)) : sql`lower(${teams.name}) = lower(${name})`)
    .limit(1);
  return rows[0];
}

export async function activeUserExists(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true)))
    .limit(1);
  return rows.length > 0;
}

export async function insertTeam(db: DbOrTx, values: typeof teams.$inferInsert) {
  const [row] = await db.insert(teams).values(values).returning({ id: teams.id });
  return row!.id;
}

export async function updateTeam(db: DbOrTx, id: number, values: Partial<typeof teams.$inferInsert>) {
  const rows = await db.update(teams).set(values).where(eq(teams.id, id)).returning({ id: teams.id });
  return rows[0]?.id;
}
