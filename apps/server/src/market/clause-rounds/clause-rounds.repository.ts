import { and, asc, desc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clauseRounds, players, releaseClauses, teams, users } from '../../db/schema';
import { atKey, hiddenAt, instantKey, stillAhead } from '../../lib/offer-window';

const isOpen = and(eq(releaseClauses.confirmed, 'no'), eq(releaseClauses.active, 'yes'));

/** A clause round's own row, found by the offers' exact reveal instant (in SQL, decision 016). */
const roundOfOffers = and(eq(clauseRounds.playerId, releaseClauses.playerId), eq(clauseRounds.revealAt, releaseClauses.revealAt));

/**
 * Rounds due at `now`: open offers on one player that revealed (reveal_at <= now), with no
 * decision recorded yet, or in a tie extension that has ended — both compared by the database.
 * One row per (player, reveal_at); `revealKey` names the round exactly for the statements after.
 */
export async function dueRounds(db: DbOrTx, now: Date) {
  return db
    .selectDistinct({
      playerId: releaseClauses.playerId,
      revealKey: instantKey(),
      revealAt: releaseClauses.revealAt,
      seasonId: releaseClauses.seasonId,
      teamId: releaseClauses.teamId,
      extendedUntil: clauseRounds.extendedUntil,
    })
    .from(releaseClauses)
    .leftJoin(clauseRounds, roundOfOffers)
    .where(
      and(isOpen, not(hiddenAt(now)), or(isNull(clauseRounds.id), and(eq(clauseRounds.status, 'extended'), not(stillAhead(clauseRounds.extendedUntil, now))))),
    )
    .orderBy(asc(releaseClauses.revealAt), asc(releaseClauses.playerId));
}

export function openOffersOfRound(db: DbOrTx, playerId: number, revealKey: string) {
  return db
    .select({
      id: releaseClauses.id,
      total_value: releaseClauses.totalValue,
      created_at: releaseClauses.createdAt,
      createdBy: releaseClauses.createdBy,
      name: releaseClauses.name,
    })
    .from(releaseClauses)
    .where(and(isOpen, eq(releaseClauses.playerId, playerId), sql`${releaseClauses.revealAt} = ${atKey(revealKey)}`));
}

export type RoundKey = { playerId: number; revealKey: string; seasonId: number; teamId: number };

/** The round's row as written: its reveal instant exactly as its offers' (the key, not a Date). */
const roundValues = ({ revealKey, ...key }: RoundKey) => ({ ...key, revealAt: atKey(revealKey) });

/** A tie at the reveal: recorded once, whoever gets there first (the unique (player, reveal_at)). */
export async function recordExtension(db: DbOrTx, key: RoundKey, extendedUntil: Date) {
  const rows = await db
    .insert(clauseRounds)
    .values({ ...roundValues(key), status: 'extended', extendedUntil })
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
    .values({ ...roundValues(key), ...outcome })
    .onConflictDoUpdate({ target: [clauseRounds.playerId, clauseRounds.revealAt], set: outcome, setWhere: eq(clauseRounds.status, 'extended') })
    .returning({ id: clauseRounds.id });
  return rows.length > 0;
}

/** The round of an offer (for a raise during the extension); whether the extension still runs at `now`, the database says. */
export async function findOfferWithRound(db: DbOrTx, offerId: number, now: Date) {
  const rows = await db
    .select({
      offer: releaseClauses,
      round: clauseRounds,
      extensionRunning: stillAhead(clauseRounds.extendedUntil, now),
      revealKey: instantKey(),
      playerValue: players.value,
    })
    .from(releaseClauses)
    .innerJoin(players, eq(players.id, releaseClauses.playerId))
    .leftJoin(clauseRounds, roundOfOffers)
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
    .select({ playerId: releaseClauses.playerId, revealKey: instantKey() })
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

/**
 * Every offer of the given players with their names, team, round (player, exact reveal instant)
 * and recorded round row; `hidden` at `now` as the database compares it.
 */
export async function offersOfPlayers(db: DbOrTx, playerIds: number[], now: Date) {
  if (playerIds.length === 0) return [];
  return db
    .select({
      offer: releaseClauses,
      playerName: players.name,
      teamName: teams.name,
      creatorName: users.name,
      revealKey: instantKey(),
      hidden: hiddenAt(now),
      round: { status: clauseRounds.status, extendedUntil: clauseRounds.extendedUntil, reason: clauseRounds.reason },
    })
    .from(releaseClauses)
    .innerJoin(players, eq(players.id, releaseClauses.playerId))
    .innerJoin(teams, eq(teams.id, releaseClauses.teamId))
    .innerJoin(users, eq(users.id, releaseClauses.createdBy))
    .leftJoin(clauseRounds, roundOfOffers)
    .where(inArray(releaseClauses.playerId, playerIds))
    .orderBy(asc(releaseClauses.createdAt), asc(releaseClauses.id));
}
