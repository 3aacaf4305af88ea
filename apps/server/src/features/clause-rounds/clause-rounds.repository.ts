import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clauseRounds, players, releaseClauses, teams, users } from '../../db/schema';

export type ClauseRoundRow = typeof clauseRounds.$inferSelect;

const isOpen = and(eq(releaseClauses.confirmed, 'no'), eq(releaseClauses.active, 'yes'));

/**
 * Rounds due at `now`: open offers on one player that revealed (reveal_at <= now), with no
 * decision recorded yet, or in a tie extension that has ended. One row per (player, reveal_at).
 */
export async function dueRounds(db: DbOrTx, now: Date) {
  return db
    .selectDistinct({
      playerId: releaseClauses.playerId,
      revealAt: releaseClauses.revealAt,
      seasonId: releaseClauses.seasonId,
      teamId: releaseClauses.teamId,
      extendedUntil: clauseRounds.extendedUntil,
    })
    .from(releaseClauses)
    .leftJoin(clauseRounds, and(eq(clauseRounds.playerId, releaseClauses.playerId), eq(clauseRounds.revealAt, releaseClauses.revealAt)))
    .where(
      and(
        isOpen,
        lte(releaseClauses.revealAt, now),
        or(isNull(clauseRounds.id), and(eq(clauseRounds.status, 'extended'), lte(clauseRounds.extendedUntil, now))),
      ),
    )
    .orderBy(asc(releaseClauses.revealAt), asc(releaseClauses.playerId));
}

export function openOffersOfRound(db: DbOrTx, playerId: number, revealAt: Date) {
  return db
    .select({
      id: releaseClauses.id,
      total_value: releaseClauses.totalValue,
      created_at: releaseClauses.createdAt,
      createdBy: releaseClauses.createdBy,
      name: releaseClauses.name,
    })
    .from(releaseClauses)
    .where(and(isOpen, eq(releaseClauses.playerId, playerId), eq(releaseClauses.revealAt, revealAt)));
}

type RoundKey = { playerId: number; revealAt: Date; seasonId: number; teamId: number };

/** A tie at the reveal: recorded once, whoever gets there first (the unique (player, reveal_at)). */
export async function recordExtension(db: DbOrTx, key: RoundKey, extendedUntil: Date) {
  const rows = await db
    .insert(clauseRounds)
    .values({ ...key, status: 'extended', extendedUntil })
    .onConflictDoNothing()
    .returning({ id: clauseRounds.id });
  return rows.length > 0;
}

/** The round's outcome: written once; a second writer finds the row no longer 'extended' and changes nothing. */
export async function recordOutcome(
  db: DbOrTx,
  key: RoundKey,
  outcome: { status: 'resolved' | 'closed'; winnerOfferId: number | null; reason: string; resolvedAt: Date },
) {
  const rows = await db
    .insert(clauseRounds)
    .values({ ...key, ...outcome })
    .onConflictDoUpdate({ target: [clauseRounds.playerId, clauseRounds.revealAt], set: outcome, setWhere: eq(clauseRounds.status, 'extended') })
    .returning({ id: clauseRounds.id });
  return rows.length > 0;
}

/** The round of an offer (for a raise during the extension). */
export async function findOfferWithRound(db: DbOrTx, offerId: number) {
  const rows = await db
    .select({ offer: releaseClauses, round: clauseRounds, playerValue: players.value })
    .from(releaseClauses)
    .innerJoin(players, eq(players.id, releaseClauses.playerId))
    .leftJoin(clauseRounds, and(eq(clauseRounds.playerId, releaseClauses.playerId), eq(clauseRounds.revealAt, releaseClauses.revealAt)))
    .where(eq(releaseClauses.id, offerId))
    .limit(1);
  return rows[0];
}

/** Raises an open offer's total (the extra part), only while it is still open. */
export async function raiseOpenOffer(db: DbOrTx, offerId: number, extraValue: number, totalValue: number) {
  const rows = await db
    .update(releaseClauses)
    .set({ extraValue, totalValue })
    .where(and(eq(releaseClauses.id, offerId), isOpen))
    .returning({ id: releaseClauses.id });
  return rows.length > 0;
}

// ---- The public log: one entry per (player, reveal_at), newest reveal first.

function seasonFilter(season: number | undefined): SQL | undefined {
  return season === undefined ? undefined : eq(releaseClauses.seasonId, season);
}

export async function listRoundKeys(db: DbOrTx, season: number | undefined, page?: { limit: number; offset: number }) {
  const q = db
    .select({ playerId: releaseClauses.playerId, revealAt: releaseClauses.revealAt })
    .from(releaseClauses)
    .where(seasonFilter(season))
    .groupBy(releaseClauses.playerId, releaseClauses.revealAt)
    .orderBy(desc(releaseClauses.revealAt), asc(releaseClauses.playerId));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

export async function countRounds(db: DbOrTx, season: number | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct (${releaseClauses.playerId}, ${releaseClauses.revealAt}))::int` })
    .from(releaseClauses)
    .where(seasonFilter(season));
  return row?.n ?? 0;
}

/** Every offer of the given players with their names, team and recorded round, for the keys listed. */
export async function offersOfPlayers(db: DbOrTx, playerIds: number[]) {
  if (playerIds.length === 0) return [];
  return db
    .select({
      offer: releaseClauses,
      playerName: players.name,
      teamName: teams.name,
      creatorName: users.name,
    })
    .from(releaseClauses)
    .innerJoin(players, eq(players.id, releaseClauses.playerId))
    .innerJoin(teams, eq(teams.id, releaseClauses.teamId))
    .innerJoin(users, eq(users.id, releaseClauses.createdBy))
    .where(inArray(releaseClauses.playerId, playerIds))
    .orderBy(asc(releaseClauses.createdAt), asc(releaseClauses.id));
}

export function roundsOfPlayers(db: DbOrTx, playerIds: number[]) {
  if (playerIds.length === 0) return Promise.resolve([] as ClauseRoundRow[]);
  return db.select().from(clauseRounds).where(inArray(clauseRounds.playerId, playerIds));
}
