import type { FmPlayer } from '@superliga/league';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fmImports, players, teams, users } from '../../db/schema';

export type LeaguePlayer = FmPlayer & { searchName: string; fmUid: number | null };

const leaguePlayerColumns = {
  id: players.id,
  name: players.name,
  searchName: players.searchName,
  fmUid: players.fmUid,
  ca: players.ca,
  pa: players.pa,
  age: players.age,
  value: players.value,
  teamId: teams.id,
  teamName: teams.name,
  teamDivision: teams.division,
};
type PlayerRow = { [K in keyof typeof leaguePlayerColumns]: unknown };
const toLeaguePlayer = (r: PlayerRow): LeaguePlayer => ({
  id: r.id as number,
  name: r.name as string,
  searchName: r.searchName as string,
  fmUid: r.fmUid === null ? null : Number(r.fmUid),
  ca: r.ca as number,
  pa: r.pa as number,
  age: r.age as number,
  value: Number(r.value),
  team: { id: r.teamId as number, name: r.teamName as string, division: (r.teamDivision as string | null) ?? null },
});

const selectLeaguePlayers = (db: DbOrTx) => db.select(leaguePlayerColumns).from(players).innerJoin(teams, eq(teams.id, players.teamId));

export async function allTeams(db: DbOrTx) {
  return db.select({ id: teams.id, name: teams.name, division: teams.division }).from(teams);
}

/** The league players FM already knows by these UIDs. */
export async function playersByFmUid(db: DbOrTx, uids: readonly number[]): Promise<LeaguePlayer[]> {
  if (!uids.length) return [];
  return (await selectLeaguePlayers(db).where(inArray(players.fmUid, [...uids]))).map(toLeaguePlayer);
}

/** The league players whose accent- and case-free name is one of these (search_name, decision 005). */
export async function playersBySearchName(db: DbOrTx, keys: readonly string[]): Promise<LeaguePlayer[]> {
  if (!keys.length) return [];
  return (await selectLeaguePlayers(db).where(inArray(players.searchName, [...keys]))).map(toLeaguePlayer);
}

/**
 * How alike a candidate's name must be (pg_trgm similarity, 0..1): the index's 0.3 also brings
 * names that share only a first name ('Ángel Di María' and 'Ángel Sané'); a misspelt or re-accented
 * name scores well above this.
 */
const MIN_SIMILARITY = 0.45;

/**
 * The closest players not yet linked to FM for each name, by trigram similarity on search_name
 * (the index of the name search, docs/decisions/005-player-name-search.md), `limit` per name, in
 * one statement.
 */
export async function closestUnlinked(db: DbOrTx, keys: readonly string[], limit: number) {
  if (!keys.length) return [];
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    select k.key, c.id, c.similarity
    from unnest(array[${list}]::text[]) as k(key)
    cross join lateral (
      select p.id, similarity(p.search_name, k.key)::float8 as similarity
      from ${players} p
      where p.fm_uid is null and p.search_name % k.key and similarity(p.search_name, k.key) >= ${MIN_SIMILARITY}
      order by similarity(p.search_name, k.key) desc, p.id
      limit ${limit}
    ) c`)) as unknown as { rows: { key: string; id: number; similarity: number }[] };
  const found = await selectLeaguePlayers(db).where(
    inArray(
      players.id,
      rows.map((r) => Number(r.id)),
    ),
  );
  const byId = new Map(found.map((r) => [r.id, toLeaguePlayer(r)]));
  return rows.map((r) => ({ key: r.key, similarity: Number(r.similarity), player: byId.get(Number(r.id))! }));
}

export async function insertImport(db: DbOrTx, values: typeof fmImports.$inferInsert) {
  const [row] = await db.insert(fmImports).values(values).returning({ id: fmImports.id });
  return row!.id;
}

const importColumns = {
  id: fmImports.id,
  importedAt: fmImports.importedAt,
  fileNames: fmImports.fileNames,
  counts: fmImports.counts,
  changes: fmImports.changes,
  userId: users.id,
  userName: users.name,
};

export async function findImport(db: DbOrTx, id: number) {
  const [row] = await db.select(importColumns).from(fmImports).leftJoin(users, eq(users.id, fmImports.importedBy)).where(eq(fmImports.id, id));
  return row;
}

/** The latest imports, newest first. */
export async function listImports(db: DbOrTx, limit: number) {
  return db.select(importColumns).from(fmImports).leftJoin(users, eq(users.id, fmImports.importedBy)).orderBy(desc(fmImports.id)).limit(limit);
}
export type ImportRow = NonNullable<Awaited<ReturnType<typeof findImport>>>;
