import { aliasedTable, and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fixtures, matches, matchStatistics, players, prizes, roundWindows, seasons, teams, tournaments, users } from '../../db/schema';

// ---- tournaments
/** A tournament with its season's name: `season` is read as an object (decision 017). */
const selectTournaments = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(tournaments), seasonName: seasons.name })
    .from(tournaments)
    .innerJoin(seasons, eq(seasons.id, tournaments.seasonId));
export type TournamentRow = typeof tournaments.$inferSelect & { seasonName: string };

export function listTournaments(db: DbOrTx, seasonId?: number) {
  const q = selectTournaments(db);
  return (seasonId ? q.where(eq(tournaments.seasonId, seasonId)) : q).orderBy(desc(tournaments.startDate), asc(tournaments.id));
}

export async function findTournament(db: DbOrTx, id: number): Promise<TournamentRow | undefined> {
  return (await selectTournaments(db).where(eq(tournaments.id, id)).limit(1))[0];
}

export async function insertTournament(db: DbOrTx, values: typeof tournaments.$inferInsert) {
  return (await db.insert(tournaments).values(values).returning({ id: tournaments.id }))[0]!.id;
}

export async function seasonExists(db: DbOrTx, id: number) {
  return (await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, id)).limit(1)).length > 0;
}

/** The current season: the newest active one (DECISIONS, seasons). */
export async function currentSeason(db: DbOrTx) {
  const rows = await db.select().from(seasons).where(eq(seasons.active, true)).orderBy(desc(seasons.startDate), desc(seasons.id)).limit(1);
  return rows[0];
}

// ---- teams and players (read only)
export function findTeams(db: DbOrTx, ids: number[]) {
  return db.select({ id: teams.id, name: teams.name, division: teams.division, userId: teams.userId }).from(teams).where(inArray(teams.id, ids));
}

export function leagueTeams(db: DbOrTx) {
  return db
    .select({ id: teams.id, name: teams.name, division: teams.division, userId: teams.userId, userName: users.name })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.userId))
    .where(isNotNull(teams.division))
    .orderBy(asc(teams.name), asc(teams.id));
}

export function divisionTeams(db: DbOrTx, division: string) {
  return db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.division, division)).orderBy(asc(teams.id));
}

export function playersOfTeams(db: DbOrTx, teamIds: number[], statuses: readonly string[]) {
  return db
    .select({ id: players.id, name: players.name, teamId: players.teamId, teamName: teams.name, status: players.status })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(and(inArray(players.teamId, teamIds), inArray(players.status, [...statuses])))
    .orderBy(asc(players.teamId), asc(players.name), asc(players.id));
}

// ---- matches
const home = aliasedTable(teams, 'home');
const away = aliasedTable(teams, 'away');
const matchColumns = {
  id: matches.id,
  teamHomeId: matches.teamHomeId,
  teamAwayId: matches.teamAwayId,
  homeName: home.name,
  awayName: away.name,
  homeUserId: home.userId,
  awayUserId: away.userId,
  tournamentId: matches.tournamentId,
  tournamentName: tournaments.name,
  tournamentType: tournaments.type,
  scoreHome: matches.scoreHome,
  scoreAway: matches.scoreAway,
  stage: matches.stage,
  status: matches.status,
  matchDate: matches.matchDate,
  fixtureId: matches.fixtureId,
  resultState: matches.resultState,
  seasonId: tournaments.seasonId,
  roundWindowId: roundWindows.id,
};
const selectMatches = (db: DbOrTx) =>
  db
    .select(matchColumns)
    .from(matches)
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .leftJoin(roundWindows, and(eq(roundWindows.tournamentId, matches.tournamentId), eq(roundWindows.stage, matches.stage)));
export type MatchRow = Awaited<ReturnType<typeof findMatch>> & {};

export function listMatches(db: DbOrTx, tournamentId?: number, seasonId?: number) {
  const q = selectMatches(db).where(
    and(tournamentId ? eq(matches.tournamentId, tournamentId) : undefined, seasonId ? eq(tournaments.seasonId, seasonId) : undefined),
  );
  return q.orderBy(asc(matches.tournamentId), desc(matches.matchDate), desc(matches.id));
}

export async function findMatch(db: DbOrTx, id: number) {
  return (await selectMatches(db).where(eq(matches.id, id)).limit(1))[0];
}

/** The new match's id, or null when the tournament already has that match in that round (matches_round_unique). */
export async function insertMatch(db: DbOrTx, values: typeof matches.$inferInsert): Promise<number | null> {
  const rows = await db
    .insert(matches)
    .values(values)
    .onConflictDoNothing({ target: [matches.tournamentId, matches.teamHomeId, matches.teamAwayId, matches.stage] })
    .returning({ id: matches.id });
  return rows[0]?.id ?? null;
}

/** Conditional: only a pending match becomes completed, so two racing saves complete it once. */
export async function completeMatch(db: DbOrTx, id: number, at: Date) {
  const rows = await db
    .update(matches)
    .set({ status: 'completed', resultState: 'confirmed', confirmedAt: at })
    .where(and(eq(matches.id, id), eq(matches.status, 'pending')))
    .returning({ id: matches.id });
  return rows.length > 0;
}

export async function reopenMatch(db: DbOrTx, id: number) {
  const rows = await db
    .update(matches)
    .set({ status: 'pending', resultState: 'to_play', confirmedAt: null })
    .where(eq(matches.id, id))
    .returning({ id: matches.id });
  return rows.length > 0;
}

// ---- statistics
const statColumns = {
  id: matchStatistics.id,
  matchId: matchStatistics.matchId,
  playerId: matchStatistics.playerId,
  playerName: players.name,
  tournamentId: matchStatistics.tournamentId,
  tournamentName: tournaments.name,
  tournamentType: tournaments.type,
  teamId: matchStatistics.teamId,
  teamName: teams.name,
  userId: matchStatistics.userId,
  userName: users.name,
  goals: matchStatistics.goals,
  assists: matchStatistics.assists,
  yellowCards: matchStatistics.yellowCards,
  redCards: matchStatistics.redCards,
  directRed: matchStatistics.directRed,
  simpleInjuries: matchStatistics.simpleInjuries,
  seriousInjuries: matchStatistics.seriousInjuries,
  mvp: matchStatistics.mvp,
  stage: matches.stage,
  status: matches.status,
};
export type StatRow = Awaited<ReturnType<typeof listStatistics>>[number];

/** Statistics rows with player, team and the match's stage; `completedOnly` for standings-like reads. */
export function listStatistics(db: DbOrTx, where: { matchId?: number; tournamentId?: number; teamId?: number; completedOnly?: boolean }) {
  const conds = [];
  if (where.matchId) conds.push(eq(matchStatistics.matchId, where.matchId));
  if (where.tournamentId) conds.push(eq(matchStatistics.tournamentId, where.tournamentId));
  if (where.teamId) conds.push(eq(matchStatistics.teamId, where.teamId));
  if (where.completedOnly) conds.push(eq(matches.status, 'completed'));
  return db
    .select(statColumns)
    .from(matchStatistics)
    .innerJoin(players, eq(players.id, matchStatistics.playerId))
    .innerJoin(teams, eq(teams.id, matchStatistics.teamId))
    .innerJoin(matches, eq(matches.id, matchStatistics.matchId))
    .innerJoin(tournaments, eq(tournaments.id, matchStatistics.tournamentId))
    .leftJoin(users, eq(users.id, matchStatistics.userId))
    .where(and(...conds))
    .orderBy(asc(matchStatistics.matchId), asc(matchStatistics.teamId), asc(players.name), asc(matchStatistics.id));
}

export async function replaceStatistics(db: DbOrTx, matchId: number, rows: (typeof matchStatistics.$inferInsert)[]) {
  await db.delete(matchStatistics).where(eq(matchStatistics.matchId, matchId));
  if (rows.length) await db.insert(matchStatistics).values(rows);
}

/** Tournaments in which a team has statistics or matches. */
export function tournamentsOfTeam(db: DbOrTx, teamId: number) {
  return db
    .selectDistinct({ id: tournaments.id, name: tournaments.name, type: tournaments.type })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(and(eq(matches.status, 'completed'), or(eq(matches.teamHomeId, teamId), eq(matches.teamAwayId, teamId))))
    .orderBy(asc(tournaments.id));
}

// ---- fixtures
export function listFixtures(db: DbOrTx, seasonId: number, division: string) {
  return db
    .select({
      id: fixtures.id,
      round: fixtures.round,
      teamHomeId: fixtures.teamHomeId,
      teamAwayId: fixtures.teamAwayId,
      homeName: home.name,
      awayName: away.name,
      matchId: fixtures.matchId,
      scoreHome: matches.scoreHome,
      scoreAway: matches.scoreAway,
      status: matches.status,
      resultState: matches.resultState,
      roundWindowId: roundWindows.id,
    })
    .from(fixtures)
    .innerJoin(home, eq(home.id, fixtures.teamHomeId))
    .innerJoin(away, eq(away.id, fixtures.teamAwayId))
    .leftJoin(matches, eq(matches.id, fixtures.matchId))
    .leftJoin(roundWindows, and(eq(roundWindows.tournamentId, matches.tournamentId), eq(roundWindows.stage, matches.stage)))
    .where(and(eq(fixtures.seasonId, seasonId), eq(fixtures.division, division)))
    .orderBy(asc(fixtures.round), asc(fixtures.id));
}

export async function findFixture(db: DbOrTx, id: number) {
  return (await db.select().from(fixtures).where(eq(fixtures.id, id)).limit(1))[0];
}

/** Conditional: a fixture gets one match, even when two creations race. */
export async function linkFixture(db: DbOrTx, fixtureId: number, matchId: number) {
  const rows = await db
    .update(fixtures)
    .set({ matchId })
    .where(and(eq(fixtures.id, fixtureId), isNull(fixtures.matchId)))
    .returning({ id: fixtures.id });
  return rows.length > 0;
}

export async function hasFixtures(db: DbOrTx, seasonId: number, division: string) {
  return (
    (
      await db
        .select({ id: fixtures.id })
        .from(fixtures)
        .where(and(eq(fixtures.seasonId, seasonId), eq(fixtures.division, division)))
        .limit(1)
    ).length > 0
  );
}

export async function insertFixtures(db: DbOrTx, rows: (typeof fixtures.$inferInsert)[]) {
  if (rows.length) await db.insert(fixtures).values(rows);
}

// ---- prizes
/** `on conflict do nothing`: a racing batch that already paid this prize inserts nothing. */
export async function insertPrize(db: DbOrTx, values: typeof prizes.$inferInsert) {
  const rows = await db.insert(prizes).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export function listPrizes(db: DbOrTx) {
  return db
    .select({
      id: prizes.id,
      tournamentId: prizes.tournamentId,
      tournamentName: tournaments.name,
      teamId: prizes.teamId,
      teamName: teams.name,
      amount: prizes.amount,
      position: prizes.position,
      description: prizes.description,
      createdAt: prizes.createdAt,
    })
    .from(prizes)
    .innerJoin(tournaments, eq(tournaments.id, prizes.tournamentId))
    .innerJoin(teams, eq(teams.id, prizes.teamId))
    .orderBy(desc(prizes.createdAt), desc(prizes.id));
}
