import { aliasedTable, and, eq, exists, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctionBids, auctions, calendarTokens, matches, players, releaseClauses, teams, tournaments } from '../../db/schema';

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

/** The user's clause offers of the season, with their reveal time. */
export function clauseReveals(db: DbOrTx, userId: number, seasonId: number) {
  return db
    .select({ id: releaseClauses.id, revealAt: releaseClauses.revealAt, player: players.name })
    .from(releaseClauses)
    .innerJoin(players, eq(players.id, releaseClauses.playerId))
    .where(and(eq(releaseClauses.createdBy, userId), eq(releaseClauses.seasonId, seasonId)));
}

/** Auctions of the season the user bid in, with their end. */
export function auctionEnds(db: DbOrTx, userId: number, seasonId: number) {
  return db
    .select({ id: auctions.id, endsAt: auctions.endsAt, player: players.name })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.playerId))
    .where(
      and(
        eq(auctions.seasonId, seasonId),
        exists(
          db
            .select({ one: auctionBids.id })
            .from(auctionBids)
            .where(and(eq(auctionBids.auctionId, auctions.id), eq(auctionBids.userId, userId))),
        ),
      ),
    );
}

const home = aliasedTable(teams, 'home');
const away = aliasedTable(teams, 'away');

/** The matches of the user's team in the season's tournaments. */
export function teamMatches(db: DbOrTx, teamIds: number[], seasonId: number) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: matches.id,
      at: matches.matchDate,
      stage: matches.stage,
      tournament: tournaments.name,
      type: tournaments.type,
      home: home.name,
      away: away.name,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(and(eq(tournaments.seasonId, seasonId), or(inArray(matches.teamHomeId, teamIds), inArray(matches.teamAwayId, teamIds))));
}

export function teamsOf(db: DbOrTx, userId: number) {
  return db.select({ id: teams.id }).from(teams).where(eq(teams.userId, userId));
}
