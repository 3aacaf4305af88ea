import { aliasedTable, and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  auctionBids,
  auctions,
  calendarTokens,
  matches,
  matchReports,
  players,
  releaseClauses,
  roundWindows,
  teams,
  tournaments,
  users,
} from '../../db/schema';

/** The personal calendar's reads (docs/decisions/025-season-close-and-rollover.md). */
export async function findToken(db: DbOrTx, userId: number) {
  return (await db.select().from(calendarTokens).where(eq(calendarTokens.userId, userId)).limit(1))[0];
}

export async function userOfSecret(db: DbOrTx, secretHash: string) {
  return (await db.select({ userId: calendarTokens.userId }).from(calendarTokens).where(eq(calendarTokens.secretHash, secretHash)).limit(1))[0];
}

/** One link per user: a new one replaces the old, which stops working. */
export async function replaceToken(db: DbOrTx, userId: number, secretHash: string, now: Date) {
  await db
    .insert(calendarTokens)
    .values({ userId, secretHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarTokens.userId, set: { secretHash, createdAt: now } });
}

export async function deleteToken(db: DbOrTx, userId: number) {
  await db.delete(calendarTokens).where(eq(calendarTokens.userId, userId));
}

/**
 * Whose deadlines and which (docs/decisions/033-deadline-reminders.md): one user's (the feed), or
 * everyone's falling due in (from, until] (the reminders job). The same reads serve both.
 */
export interface DeadlineScope {
  userId?: number;
  from?: Date;
  until?: Date;
}

const within = (column: PgColumn, scope: DeadlineScope): SQL | undefined =>
  and(scope.from ? gt(column, scope.from) : undefined, scope.until ? lte(column, scope.until) : undefined);
const owner = (column: PgColumn, scope: DeadlineScope): SQL | undefined => (scope.userId === undefined ? undefined : eq(column, scope.userId));

/** Sealed offers of the season (not decided nor withdrawn), with their reveal time: only their author's. */
export function clauseReveals(db: DbOrTx, seasonId: number, scope: DeadlineScope) {
  return db
    .select({ id: releaseClauses.id, userId: releaseClauses.createdBy, revealAt: releaseClauses.revealAt, playerId: players.id, player: players.name })
    .from(releaseClauses)
    .innerJoin(players, eq(players.id, releaseClauses.playerId))
    .where(
      and(
        eq(releaseClauses.seasonId, seasonId),
        eq(releaseClauses.confirmed, 'no'),
        eq(releaseClauses.active, 'yes'),
        owner(releaseClauses.createdBy, scope),
        within(releaseClauses.revealAt, scope),
      ),
    );
}

/** Open auctions of the season with their end, once per user who bid in them. */
export function auctionEnds(db: DbOrTx, seasonId: number, scope: DeadlineScope) {
  return db
    .selectDistinct({ id: auctions.id, userId: auctionBids.userId, endsAt: auctions.endsAt, playerId: players.id, player: players.name })
    .from(auctions)
    .innerJoin(auctionBids, eq(auctionBids.auctionId, auctions.id))
    .innerJoin(players, eq(players.id, auctions.playerId))
    .where(and(eq(auctions.seasonId, seasonId), eq(auctions.status, 'open'), owner(auctionBids.userId, scope), within(auctions.endsAt, scope)));
}

const home = aliasedTable(teams, 'home');
const away = aliasedTable(teams, 'away');

const matchColumns = {
  id: matches.id,
  at: matches.matchDate,
  stage: matches.stage,
  tournament: tournaments.name,
  type: tournaments.type,
  home: home.name,
  away: away.name,
  homeId: home.id,
  homeUserId: home.userId,
  awayUserId: away.userId,
};

/** The matches of the user's team in the season's tournaments (the feed's match events). */
export function teamMatches(db: DbOrTx, userId: number, seasonId: number) {
  return db
    .select(matchColumns)
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(and(eq(tournaments.seasonId, seasonId), or(eq(home.userId, userId), eq(away.userId, userId))));
}

/** Matches still to play with their round's window (docs/decisions/024), its start or its deadline in scope. */
export function matchWindows(db: DbOrTx, seasonId: number, scope: DeadlineScope) {
  return db
    .select({ ...matchColumns, startsAt: roundWindows.startsAt, deadlineAt: roundWindows.deadlineAt })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(roundWindows, and(eq(roundWindows.tournamentId, matches.tournamentId), eq(roundWindows.stage, matches.stage)))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(
      and(
        eq(tournaments.seasonId, seasonId),
        eq(matches.resultState, 'to_play'),
        scope.userId === undefined ? undefined : or(eq(home.userId, scope.userId), eq(away.userId, scope.userId)),
        scope.from || scope.until ? or(within(roundWindows.startsAt, scope), within(roundWindows.deadlineAt, scope)) : undefined,
      ),
    );
}

/** Reports waiting for the opponent's answer, with the time silence confirms them (docs/decisions/024). */
export function pendingReports(db: DbOrTx, seasonId: number, scope: DeadlineScope) {
  const opponent = sql<number | null>`case when ${matchReports.teamId} = ${home.id} then ${away.userId} else ${home.userId} end`;
  return db
    .select({ ...matchColumns, reportId: matchReports.id, confirmBy: matchReports.confirmBy, opponentUserId: opponent })
    .from(matchReports)
    .innerJoin(matches, eq(matches.id, matchReports.matchId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(
      and(
        eq(tournaments.seasonId, seasonId),
        eq(matchReports.state, 'pending'),
        scope.userId === undefined ? undefined : sql`${opponent} = ${scope.userId}`,
        within(matchReports.confirmBy, scope),
      ),
    );
}

/** Who the market gates concern: every active user (the one asked, when it is one). */
export async function activeUserIds(db: DbOrTx, scope: DeadlineScope) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), owner(users.id, scope)));
  return rows.map((r) => r.id);
}
