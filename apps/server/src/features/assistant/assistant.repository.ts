import { CLOSED_STATES } from '@superliga/league';
import { and, asc, desc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  auctionBids,
  auctions,
  chatMessages,
  fixtures,
  ledgerEntries,
  matches,
  matchStatistics,
  players,
  roundWindows,
  teams,
  tournaments,
} from '../../db/schema';

// ---- the conversation ----

/** The user's latest `limit` messages, oldest first. */
export async function latestMessages(db: DbOrTx, userId: number, limit: number) {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(desc(chatMessages.id)).limit(limit);
  return rows.reverse();
}

/** The question and its answer in one statement: both are stored or neither. */
export async function insertExchange(db: DbOrTx, userId: number, question: string, answer: string, now: Date) {
  await db.insert(chatMessages).values([
    { userId, role: 'user', content: question, createdAt: now },
    { userId, role: 'assistant', content: answer, createdAt: now },
  ]);
}

export async function deleteMessages(db: DbOrTx, userId: number) {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}

// ---- the league data the assistant reads (only the asker's, plus public auctions) ----

export async function recentLedger(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      kind: ledgerEntries.kind,
      description: ledgerEntries.description,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');
const involves = (teamId: number, h: typeof matches.teamHomeId | typeof fixtures.teamHomeId, a: typeof matches.teamAwayId | typeof fixtures.teamAwayId) =>
  or(eq(h, teamId), eq(a, teamId));

/** Pending matches of the team in the season's tournaments, earliest round first (one marked not played is not to come: league's CLOSED_STATES). */
export async function pendingMatches(db: DbOrTx, teamId: number, seasonId: number, limit: number) {
  return db
    .select({
      stage: matches.stage,
      matchDate: matches.matchDate,
      tournamentId: tournaments.id,
      tournament: tournaments.name,
      type: tournaments.type,
      homeId: matches.teamHomeId,
      home: home.name,
      away: away.name,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(
      and(
        eq(tournaments.seasonId, seasonId),
        eq(matches.status, 'pending'),
        notInArray(matches.resultState, [...CLOSED_STATES]),
        involves(teamId, matches.teamHomeId, matches.teamAwayId),
      ),
    )
    .orderBy(asc(matches.stage), asc(matches.matchDate), asc(matches.id))
    .limit(limit);
}

/** Fixture pairings of the team in the season not yet turned into a match. */
export async function unplayedFixtures(db: DbOrTx, teamId: number, seasonId: number, limit: number) {
  return db
    .select({ round: fixtures.round, division: fixtures.division, homeId: fixtures.teamHomeId, home: home.name, away: away.name })
    .from(fixtures)
    .innerJoin(home, eq(home.id, fixtures.teamHomeId))
    .innerJoin(away, eq(away.id, fixtures.teamAwayId))
    .where(and(eq(fixtures.seasonId, seasonId), isNull(fixtures.matchId), involves(teamId, fixtures.teamHomeId, fixtures.teamAwayId)))
    .orderBy(asc(fixtures.round))
    .limit(limit);
}

/** Open auctions still running, the soonest to close first, with the leading bid. */
export async function closingAuctions(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({
      id: auctions.id,
      endsAt: auctions.endsAt,
      player: players.name,
      value: players.value,
      leading: sql<string | null>`(select max(${auctionBids.amount}) from ${auctionBids} where ${auctionBids.auctionId} = ${auctions.id})`,
    })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.playerId))
    .where(and(eq(auctions.status, 'open'), gt(auctions.endsAt, now)))
    .orderBy(asc(auctions.endsAt), asc(auctions.id))
    .limit(limit);
}

/** The season's tournaments in which the team has a match. */
export async function teamTournaments(db: DbOrTx, teamId: number, seasonId: number) {
  return db
    .selectDistinct({ id: tournaments.id, name: tournaments.name, type: tournaments.type })
    .from(tournaments)
    .innerJoin(matches, eq(matches.tournamentId, tournaments.id))
    .where(and(eq(tournaments.seasonId, seasonId), involves(teamId, matches.teamHomeId, matches.teamAwayId)))
    .orderBy(asc(tournaments.id));
}

/** The team's players' statistics in the tournament's completed matches, with each match's stage. */
export async function teamStatRows(db: DbOrTx, teamId: number, tournamentId: number) {
  return db
    .select({
      player_id: matchStatistics.playerId,
      stage: matches.stage,
      yellow_cards: matchStatistics.yellowCards,
      red_cards: matchStatistics.redCards,
      direct_red: matchStatistics.directRed,
      simple_injuries: matchStatistics.simpleInjuries,
      serious_injuries: matchStatistics.seriousInjuries,
    })
    .from(matchStatistics)
    .innerJoin(matches, eq(matches.id, matchStatistics.matchId))
    .where(and(eq(matchStatistics.teamId, teamId), eq(matchStatistics.tournamentId, tournamentId), eq(matches.status, 'completed')));
}

/** Stages of the team's matches in a tournament, by status. */
export async function teamStages(db: DbOrTx, teamId: number, tournamentId: number) {
  return db
    .select({ stage: matches.stage, status: matches.status })
    .from(matches)
    .where(and(eq(matches.tournamentId, tournamentId), involves(teamId, matches.teamHomeId, matches.teamAwayId)));
}

export async function playerNames(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select({ id: players.id, name: players.name }).from(players).where(inArray(players.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The season's league tournament of a type (PD for Primera, SD for Segunda), the first created. */
export async function leagueTournament(db: DbOrTx, seasonId: number, type: string) {
  const [row] = await db
    .select({ id: tournaments.id, name: tournaments.name })
    .from(tournaments)
    .where(and(eq(tournaments.seasonId, seasonId), eq(tournaments.type, type)))
    .orderBy(asc(tournaments.id))
    .limit(1);
  return row;
}

export async function tournamentMatches(db: DbOrTx, tournamentId: number) {
  return db
    .select({
      team_home: matches.teamHomeId,
      team_away: matches.teamAwayId,
      score_home: matches.scoreHome,
      score_away: matches.scoreAway,
      status: sql<'pending' | 'completed'>`${matches.status}`,
    })
    .from(matches)
    .where(eq(matches.tournamentId, tournamentId));
}

export async function divisionTeams(db: DbOrTx, division: string) {
  return db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.division, division)).orderBy(asc(teams.id));
}

/** The play windows of the given tournaments' rounds (docs/decisions/024-results-reported-and-confirmed.md). */
export function roundWindowsOf(db: DbOrTx, tournamentIds: number[]) {
  if (!tournamentIds.length) return Promise.resolve([]);
  return db
    .select({ tournamentId: roundWindows.tournamentId, stage: roundWindows.stage, startsAt: roundWindows.startsAt, deadlineAt: roundWindows.deadlineAt })
    .from(roundWindows)
    .where(inArray(roundWindows.tournamentId, tournamentIds));
}
