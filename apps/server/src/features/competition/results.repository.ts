import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fixtures, matches, matchEvidence, matchReports, roundWindows, users } from '../../db/schema';

/** Reported results: round windows, reports and their evidence (docs/decisions/024-results-reported-and-confirmed.md). */

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

export async function upsertWindows(
  db: DbOrTx,
  tournamentId: number,
  rows: { stage: number; startsAt: Date; deadlineAt: Date }[],
  userId: number | null,
  now: Date,
) {
  for (const r of rows) {
    await db
      .insert(roundWindows)
      .values({ tournamentId, stage: r.stage, startsAt: r.startsAt, deadlineAt: r.deadlineAt, updatedBy: userId, updatedAt: now })
      .onConflictDoUpdate({
        target: [roundWindows.tournamentId, roundWindows.stage],
        set: { startsAt: r.startsAt, deadlineAt: r.deadlineAt, updatedBy: userId, updatedAt: now },
      });
  }
}

/** The fixture's pairings of the given rounds that have no match yet. */
export function unplayedPairings(db: DbOrTx, seasonId: number, division: string, rounds: number[]) {
  return db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.seasonId, seasonId), eq(fixtures.division, division), inArray(fixtures.round, rounds), isNull(fixtures.matchId)));
}

/**
 * The match's result becomes final: score, completed, its state and when. Conditional on the match
 * still waiting (pending), so of two racing decisions (the opponent's confirmation and the server's)
 * one writes.
 */
export async function finalizeMatch(db: DbOrTx, id: number, set: { scoreHome: number; scoreAway: number; resultState: string; at: Date }) {
  const rows = await db
    .update(matches)
    .set({ scoreHome: set.scoreHome, scoreAway: set.scoreAway, status: 'completed', resultState: set.resultState, confirmedAt: set.at })
    .where(and(eq(matches.id, id), eq(matches.status, 'pending')))
    .returning({ id: matches.id });
  return rows.length > 0;
}

/** Moves the match's state from one to another (a conditional update); false when it was not in `from`. */
export async function moveMatchState(db: DbOrTx, id: number, from: readonly string[], to: string) {
  const rows = await db
    .update(matches)
    .set({ resultState: to })
    .where(and(eq(matches.id, id), eq(matches.status, 'pending'), inArray(matches.resultState, [...from])))
    .returning({ id: matches.id });
  return rows.length > 0;
}

export async function insertReport(db: DbOrTx, values: typeof matchReports.$inferInsert) {
  const rows = await db.insert(matchReports).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** The match's latest report (the open one if any). */
export async function latestReport(db: DbOrTx, matchId: number) {
  return (
    await db
      .select({ report: matchReports, reporterName: users.name })
      .from(matchReports)
      .innerJoin(users, eq(users.id, matchReports.reportedBy))
      .where(eq(matchReports.matchId, matchId))
      .orderBy(sql`${matchReports.id} desc`)
      .limit(1)
  )[0];
}

/** Conditional: the report moves from `from` to the new state; the row as it is now, or undefined when it was not in `from`. */
export async function moveReport(db: DbOrTx, id: number, from: string, set: Partial<typeof matchReports.$inferInsert>) {
  const rows = await db
    .update(matchReports)
    .set(set)
    .where(and(eq(matchReports.id, id), eq(matchReports.state, from)))
    .returning();
  return rows[0];
}

/** Reports waiting whose confirmation deadline has come: the server confirms them. */
export function dueReports(db: DbOrTx, now: Date) {
  return db
    .select({ id: matchReports.id, matchId: matchReports.matchId })
    .from(matchReports)
    .where(and(eq(matchReports.state, 'pending'), lte(matchReports.confirmBy, now)))
    .orderBy(asc(matchReports.confirmBy), asc(matchReports.id));
}

export async function insertEvidence(db: DbOrTx, rows: (typeof matchEvidence.$inferInsert)[]) {
  if (rows.length) await db.insert(matchEvidence).values(rows);
}

/** The evidence's ids and types of a match (without the bytes). */
export function evidenceOf(db: DbOrTx, matchId: number) {
  return db
    .select({ id: matchEvidence.id, contentType: matchEvidence.contentType, size: matchEvidence.size })
    .from(matchEvidence)
    .where(eq(matchEvidence.matchId, matchId))
    .orderBy(asc(matchEvidence.id));
}

export async function evidenceBytes(db: DbOrTx, matchId: number, id: number) {
  return (
    await db
      .select({ contentType: matchEvidence.contentType, data: matchEvidence.data })
      .from(matchEvidence)
      .where(and(eq(matchEvidence.id, id), eq(matchEvidence.matchId, matchId)))
      .limit(1)
  )[0];
}

export async function userName(db: DbOrTx, id: number | null) {
  if (id === null) return null;
  return (await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1))[0]?.name ?? null;
}

/** The match of that pairing and round still waiting to be played (made with the round's window), if any. */
export async function waitingMatch(db: DbOrTx, m: { tournamentId: number; teamHomeId: number; teamAwayId: number; stage: number }) {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.tournamentId, m.tournamentId),
        eq(matches.teamHomeId, m.teamHomeId),
        eq(matches.teamAwayId, m.teamAwayId),
        eq(matches.stage, m.stage),
        eq(matches.status, 'pending'),
        eq(matches.resultState, 'to_play'),
      ),
    )
    .limit(1);
  return rows[0]?.id;
}

export async function setWaitingScore(db: DbOrTx, id: number, scoreHome: number, scoreAway: number) {
  await db.update(matches).set({ scoreHome, scoreAway }).where(eq(matches.id, id));
}

/** A reopened match's waiting report (pending or disputed) is superseded: nobody confirms it any more. */
export async function supersedeOpenReport(db: DbOrTx, matchId: number) {
  await db
    .update(matchReports)
    .set({ state: 'superseded' })
    .where(and(eq(matchReports.matchId, matchId), inArray(matchReports.state, ['pending', 'disputed'])));
}
