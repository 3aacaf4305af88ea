import { aliasedTable, and, eq, inArray, isNull, or, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auctionBids,
  auctions,
  matches,
  matchStatistics,
  players,
  releaseClauses,
  seasons,
  teams,
  tournamentClosings,
  tournaments,
  users,
} from '../../db/schema';

/** Reads of the palmarés and the records (docs/decisions/025-season-close-and-rollover.md). */
export function closedTournaments(db: DbOrTx) {
  return db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      type: tournaments.type,
      seasonId: seasons.id,
      seasonName: seasons.name,
      positions: tournamentClosings.positions,
    })
    .from(tournamentClosings)
    .innerJoin(tournaments, eq(tournaments.id, tournamentClosings.tournamentId))
    .innerJoin(seasons, eq(seasons.id, tournaments.seasonId));
}

/** Tournaments of past seasons (imported or rolled over) that were never closed here: their positions come from their matches. */
export function pastUnclosedTournaments(db: DbOrTx) {
  return db
    .select({ id: tournaments.id, name: tournaments.name, type: tournaments.type, seasonId: seasons.id, seasonName: seasons.name })
    .from(tournaments)
    .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
    .leftJoin(tournamentClosings, eq(tournamentClosings.tournamentId, tournaments.id))
    .where(and(isNull(tournamentClosings.tournamentId), or(eq(seasons.archived, true), sql`${seasons.closedAt} is not null`)));
}

const home = aliasedTable(teams, 'home');
const away = aliasedTable(teams, 'away');

/** Every match, with its teams and season; `tournamentIds` narrows it. */
export function allMatches(db: DbOrTx, tournamentIds?: number[]) {
  const q = db
    .select({
      id: matches.id,
      tournamentId: matches.tournamentId,
      homeId: matches.teamHomeId,
      homeName: home.name,
      awayId: matches.teamAwayId,
      awayName: away.name,
      scoreHome: matches.scoreHome,
      scoreAway: matches.scoreAway,
      stage: matches.stage,
      status: matches.status,
      matchDate: matches.matchDate,
      seasonId: seasons.id,
      seasonName: seasons.name,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(seasons, eq(seasons.id, tournaments.seasonId));
  if (tournamentIds) return tournamentIds.length ? q.where(inArray(matches.tournamentId, tournamentIds)) : Promise.resolve([]);
  return q.where(eq(matches.status, 'completed'));
}

export function teamsWithTitles(db: DbOrTx) {
  return db.select({ id: teams.id, name: teams.name, titles: teams.titles }).from(teams);
}

export function userNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}

/** Goals per player and season, from completed matches. */
export function goalsBySeason(db: DbOrTx) {
  return db
    .select({
      playerId: players.id,
      playerName: players.name,
      seasonId: seasons.id,
      seasonName: seasons.name,
      goals: sum(matchStatistics.goals).mapWith(Number),
    })
    .from(matchStatistics)
    .innerJoin(matches, and(eq(matches.id, matchStatistics.matchId), eq(matches.status, 'completed')))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
    .innerJoin(players, eq(players.id, matchStatistics.playerId))
    .groupBy(players.id, players.name, seasons.id, seasons.name);
}

const buyer = aliasedTable(teams, 'buyer');

/** Confirmed clauses: the price, the player and the team of the manager who paid. */
export function confirmedClauses(db: DbOrTx) {
  return db
    .select({
      id: releaseClauses.id,
      at: sql<Date>`coalesce(${releaseClauses.decidedAt}, ${releaseClauses.createdAt})`.mapWith((v) => new Date(v)),
      playerId: players.id,
      playerName: players.name,
      teamId: buyer.id,
      teamName: buyer.name,
      amount: releaseClauses.totalValue,
      seasonId: seasons.id,
      seasonName: seasons.name,
    })
    .from(releaseClauses)
    .innerJoin(players, eq(players.id, releaseClauses.playerId))
    .innerJoin(seasons, eq(seasons.id, releaseClauses.seasonId))
    .leftJoin(buyer, eq(buyer.userId, releaseClauses.createdBy))
    .where(eq(releaseClauses.confirmed, 'yes'));
}

/** Confirmed auctions: the winning bid. */
export function confirmedAuctions(db: DbOrTx) {
  return db
    .select({
      id: auctions.id,
      at: sql<Date>`coalesce(${auctions.confirmedAt}, ${auctions.endsAt})`.mapWith((v) => new Date(v)),
      playerId: players.id,
      playerName: players.name,
      teamId: teams.id,
      teamName: teams.name,
      amount: auctionBids.amount,
      seasonId: seasons.id,
      seasonName: seasons.name,
    })
    .from(auctions)
    .innerJoin(auctionBids, eq(auctionBids.id, auctions.winnerBidId))
    .innerJoin(players, eq(players.id, auctions.playerId))
    .innerJoin(seasons, eq(seasons.id, auctions.seasonId))
    .leftJoin(teams, eq(teams.id, auctionBids.teamId))
    .where(eq(auctions.status, 'confirmed'));
}
