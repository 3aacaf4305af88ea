import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fixtures, matchEvidence, matches, matchReports, roundWindows, tournaments, users } from '../../db/schema';

// ---- round windows
export function windowsOf(db: DbOrTx, tournamentId: number) {
  return db.select().from(roundWindows).where(eq(roundWindows.tournamentId, tournamentId)).orderBy(asc(roundWindows.stage));
}

export async function windowOf(db: DbOrTx, tournamentId: number, stage: number) {
  return (
    await db
      .select()
      .from(roundWindows)
      .where(and(eq(roundWindows.tournamentId, tournamentId), eq(roundWindows.stage, stage)))
      .limit(1)
  )[0];
}

export async function upsertWindow(
  db: DbOrTx,
  values: { tournamentId: number; stage: number; startsAt: Date; deadlineAt: Date; updatedBy: number; updatedAt: Date },
) {
  await db
    .insert(roundWindows)
    .values(values)
    .onConflictDoUpdate({
      target: [roundWindows.tournamentId, roundWindows.stage],
      set: { startsAt: values.startsAt, deadlineAt: values.deadlineAt, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    });
}

/** The fixtures of a season's division in the given rounds that have no match yet. */
export function unlinkedFixtures(db: DbOrTx, seasonId: number, division: string, rounds: number[]) {
  return db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.seasonId, seasonId), eq(fixtures.division, division), inArray(fixtures.round, rounds), isNull(fixtures.matchId)))
    .orderBy(asc(fixtures.round), asc(fixtures.id));
}

/** A tournament's matches with their window-flow columns (the competition read does not carry them). */
export function matchStates(db: DbOrTx, tournamentId: number) {
  return db
    .select({ id: matches.id, resultState: matches.resultState, fixtureId: matches.fixtureId })
    .from(matches)
    .where(eq(matches.tournamentId, tournamentId));
}

export async function matchState(db: DbOrTx, matchId: number) {
  return (await db.select({ resultState: matches.resultState, confirmedAt: matches.confirmedAt }).from(matches).where(eq(matches.id, matchId)).limit(1))[0];
}

/** Conditional: the match moves from one result state to the next only once, whoever races. */
export async function setResultState(db: DbOrTx, matchId: number, from: readonly string[], to: string) {
  const rows = await db
    .update(matches)
    .set({ resultState: to })
    .where(and(eq(matches.id, matchId), inArray(matches.resultState, [...from])))
    .returning({ id: matches.id });
  return rows.length > 0;
}

/**
 * Conditional: a pending match takes its final result and becomes completed once (confirmed or
 * walkover), or is closed as unplayed (it stays pending and counts for nothing).
 */
export async function finishMatch(
  db: DbOrTx,
  matchId: number,
  from: readonly string[],
  result: { scoreHome: number; scoreAway: number; state: 'confirmed' | 'walkover' | 'unplayed'; at: Date },
) {
  const rows = await db
    .update(matches)
    .set({
      scoreHome: result.scoreHome,
      scoreAway: result.scoreAway,
      resultState: result.state,
      status: result.state === 'unplayed' ? 'pending' : 'completed',
      confirmedAt: result.at,
    })
    .where(and(eq(matches.id, matchId), eq(matches.status, 'pending'), inArray(matches.resultState, [...from])))
    .returning({ id: matches.id });
  return rows.length > 0;
}

/** A staff correction (the direct entry): the match stands as confirmed now. */
export async function markCorrected(db: DbOrTx, matchId: number, at: Date) {
  await db.update(matches).set({ resultState: 'confirmed', confirmedAt: at }).where(eq(matches.id, matchId));
  await db
    .update(matchReports)
    .set({ state: 'superseded', decidedAt: at })
    .where(and(eq(matchReports.matchId, matchId), inArray(matchReports.state, ['pending', 'disputed'])));
}

// ---- reports
export type ReportRow = typeof matchReports.$inferSelect;

/** The new report's id, or null when the match already has an open one (the partial unique index). */
export async function insertReport(db: DbOrTx, values: typeof matchReports.$inferInsert) {
  const rows = await db.insert(matchReports).values(values).onConflictDoNothing().returning({ id: matchReports.id });
  return rows[0]?.id ?? null;
}

export async function latestReport(db: DbOrTx, matchId: number): Promise<ReportRow | undefined> {
  return (await db.select().from(matchReports).where(eq(matchReports.matchId, matchId)).orderBy(desc(matchReports.id)).limit(1))[0];
}

export async function openReport(db: DbOrTx, matchId: number, state: 'pending' | 'disputed'): Promise<ReportRow | undefined> {
  return (
    await db
      .select()
      .from(matchReports)
      .where(and(eq(matchReports.matchId, matchId), eq(matchReports.state, state)))
      .limit(1)
  )[0];
}

/** Conditional: a report leaves `from` once; of racing answers (or the server's) one gets the row. */
export async function moveReport(db: DbOrTx, id: number, from: string, set: Partial<typeof matchReports.$inferInsert>) {
  const rows = await db
    .update(matchReports)
    .set(set)
    .where(and(eq(matchReports.id, id), eq(matchReports.state, from)))
    .returning();
  return rows[0];
}

/** Pending reports whose confirmation deadline has come, oldest first. */
export function dueReports(db: DbOrTx, now: Date, limit = 50) {
  return db
    .select({ id: matchReports.id, matchId: matchReports.matchId })
    .from(matchReports)
    .where(and(eq(matchReports.state, 'pending'), lte(matchReports.confirmBy, now)))
    .orderBy(asc(matchReports.confirmBy), asc(matchReports.id))
    .limit(limit);
}

export async function userNames(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function seasonOfTournament(db: DbOrTx, tournamentId: number) {
  return (await db.select({ seasonId: tournaments.seasonId }).from(tournaments).where(eq(tournaments.id, tournamentId)).limit(1))[0]?.seasonId ?? null;
}

// ---- evidence
export async function insertEvidence(db: DbOrTx, rows: (typeof matchEvidence.$inferInsert)[]) {
  if (rows.length) await db.insert(matchEvidence).values(rows);
}

export function evidenceOfMatch(db: DbOrTx, matchId: number) {
  return db
    .select({ id: matchEvidence.id, contentType: matchEvidence.contentType, size: matchEvidence.size })
    .from(matchEvidence)
    .where(eq(matchEvidence.matchId, matchId))
    .orderBy(asc(matchEvidence.id));
}

export async function evidenceFile(db: DbOrTx, id: number) {
  return (
    await db.select({ contentType: matchEvidence.contentType, data: matchEvidence.data }).from(matchEvidence).where(eq(matchEvidence.id, id)).limit(1)
  )[0];
}

/** The window of each match's round (null: none), for the stakes' closing time. */
export const windowStartOfMatch = (db: DbOrTx, matchId: number) =>
  db
    .select({ startsAt: roundWindows.startsAt })
    .from(matches)
    .innerJoin(roundWindows, and(eq(roundWindows.tournamentId, matches.tournamentId), eq(roundWindows.stage, matches.stage)))
    .where(eq(matches.id, matchId))
    .limit(1);
