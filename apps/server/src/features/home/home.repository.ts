import { aliasedTable, and, asc, desc, eq, exists, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auctionBids,
  auctions,
  clauseRounds,
  matches,
  matchReports,
  players,
  releaseClauses,
  roundWindows,
  teams,
  tournaments,
  transfers,
  users,
} from '../../db/schema';
import { hiddenAt, stillAhead } from '../../lib/offer-window';

/**
 * The home's reads (docs/decisions/034-what-needs-you-now.md): each one bounded by `limit`, each
 * one only the reader's own rows. None reads another user's sealed offer or private maximum.
 */

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Transfers the user is to confirm: he is a party, someone else proposed it, nobody accepted it yet. */
export function transfersToConfirm(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: transfers.id,
      budget: transfers.budget,
      proposer: users.name,
      players: sql<string[]>`coalesce((
        select json_agg(p.name order by p.name) from transfer_players tp join players p on p.id = tp.player_id
        where tp.transfer_id = ${transfers.id}), '[]'::json)`,
    })
    .from(transfers)
    .innerJoin(users, eq(users.id, transfers.createdBy))
    .where(
      and(
        eq(transfers.confirmed, 'no'),
        eq(transfers.active, 'yes'),
        or(eq(transfers.buyBy, userId), eq(transfers.soldBy, userId)),
        ne(transfers.createdBy, userId),
        isNull(transfers.acceptedAt),
      ),
    )
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(limit);
}

/** A column of an auction's best bid: amounts are unique within an auction, so it is the leader's. */
const bestBid = <T>(column: SQL) => sql<T>`(select ${column} from auction_bids b where b.auction_id = ${auctions.id} order by b.amount desc limit 1)`;

/** The auction has a bid (by `userId`, when given). */
const hasBid = (db: DbOrTx, userId?: number) =>
  exists(
    db
      .select({ x: sql`1` })
      .from(auctionBids)
      .where(and(eq(auctionBids.auctionId, auctions.id), userId === undefined ? undefined : eq(auctionBids.userId, userId))),
  );

/**
 * Open auctions the user bid in that still take bids, with the leading bid: those where someone
 * else leads, and those he leads that close by `soonUntil`. The soonest end first.
 */
export function myOpenAuctions(db: DbOrTx, userId: number, now: Date, soonUntil: Date, limit: number) {
  const leader = bestBid<number>(sql`b.auctioned_by`);
  return db
    .select({
      id: auctions.id,
      playerId: auctions.playerId,
      player: players.name,
      seasonId: auctions.seasonId,
      endsAt: auctions.endsAt,
      leaderId: leader,
      leading: bestBid<string>(sql`b.amount`),
    })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.playerId))
    .where(
      and(eq(auctions.status, 'open'), gt(auctions.endsAt, at(now)), hasBid(db, userId), or(sql`${leader} <> ${userId}`, lte(auctions.endsAt, at(soonUntil)))),
    )
    .orderBy(asc(auctions.endsAt), asc(auctions.id))
    .limit(limit);
}

/**
 * The user's own open clause offers whose round is still ahead: hidden until the reveal, or tied
 * and in the extension that lets him raise (decision 016). His own amount only.
 */
export function myOffersAhead(db: DbOrTx, userId: number, now: Date, limit: number) {
  return db
    .select({
      id: releaseClauses.id,
      playerId: releaseClauses.playerId,
      player: releaseClauses.name,
      total: releaseClauses.totalValue,
      revealAt: releaseClauses.revealAt,
      hidden: hiddenAt(now),
      extendedUntil: clauseRounds.extendedUntil,
    })
    .from(releaseClauses)
    .leftJoin(clauseRounds, and(eq(clauseRounds.playerId, releaseClauses.playerId), eq(clauseRounds.revealAt, releaseClauses.revealAt)))
    .where(
      and(
        eq(releaseClauses.createdBy, userId),
        eq(releaseClauses.confirmed, 'no'),
        eq(releaseClauses.active, 'yes'),
        or(hiddenAt(now), and(eq(clauseRounds.status, 'extended'), stillAhead(clauseRounds.extendedUntil, now))),
      ),
    )
    .orderBy(asc(releaseClauses.revealAt), asc(releaseClauses.id))
    .limit(limit);
}

const home = aliasedTable(teams, 'home');
const away = aliasedTable(teams, 'away');

const matchColumns = {
  id: matches.id,
  stage: matches.stage,
  type: tournaments.type,
  home: home.name,
  away: away.name,
};

const ofTeam = (teamId: number) => or(eq(matches.teamHomeId, teamId), eq(matches.teamAwayId, teamId));

/**
 * The team's next match still to be played in the season, with its round's window: the first
 * window not yet closed (a match without a window comes after those with one, by its date).
 */
export async function nextMatch(db: DbOrTx, teamId: number, seasonId: number, now: Date) {
  const [row] = await db
    .select({ ...matchColumns, startsAt: roundWindows.startsAt, deadlineAt: roundWindows.deadlineAt })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .leftJoin(roundWindows, and(eq(roundWindows.tournamentId, matches.tournamentId), eq(roundWindows.stage, matches.stage)))
    .where(
      and(
        ofTeam(teamId),
        eq(tournaments.seasonId, seasonId),
        eq(matches.resultState, 'to_play'),
        eq(matches.status, 'pending'),
        or(isNull(roundWindows.deadlineAt), gt(roundWindows.deadlineAt, at(now))),
      ),
    )
    .orderBy(sql`${roundWindows.startsAt} asc nulls last`, asc(matches.matchDate), asc(matches.id))
    .limit(1);
  return row;
}

/** Results the rival reported on the team's matches, waiting for the team's confirmation before their deadline. */
export function resultsToConfirm(db: DbOrTx, teamId: number, now: Date, limit: number) {
  return db
    .select({ ...matchColumns, scoreHome: matchReports.scoreHome, scoreAway: matchReports.scoreAway, confirmBy: matchReports.confirmBy })
    .from(matchReports)
    .innerJoin(matches, eq(matches.id, matchReports.matchId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(and(eq(matchReports.state, 'pending'), ne(matchReports.teamId, teamId), ofTeam(teamId), gt(matchReports.confirmBy, at(now))))
    .orderBy(asc(matchReports.confirmBy), asc(matches.id))
    .limit(limit);
}

/** A match as staff's cards read it: its teams, its round and its tournament's name (built on by each query). */
const staffMatches = (db: DbOrTx) =>
  db
    .select({ ...matchColumns, tournament: tournaments.name })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .$dynamic();

/**
 * Ended auctions still open with a bid: their winner waits for the Admin's confirmation (the
 * season settles by hand, or its automatic settlement left it to him), the longest waiting first.
 * The winning bid and its bidder are public once the auction ended.
 */
export function auctionsToConfirm(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({
      id: auctions.id,
      playerId: auctions.playerId,
      player: players.name,
      amount: bestBid<string>(sql`b.amount`),
      manager: bestBid<string>(sql`(select u.name from users u where u.id = b.auctioned_by)`),
      team: bestBid<string>(sql`(select t.name from teams t where t.id = b.id_team)`),
    })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.playerId))
    .where(and(eq(auctions.status, 'open'), lte(auctions.endsAt, at(now)), hasBid(db)))
    .orderBy(asc(auctions.endsAt), asc(auctions.id))
    .limit(limit);
}

/** Disputed results waiting for staff's ruling, the oldest report first. */
export function disputesToRule(db: DbOrTx, limit: number) {
  return staffMatches(db)
    .innerJoin(matchReports, eq(matchReports.matchId, matches.id))
    .where(eq(matchReports.state, 'disputed'))
    .orderBy(asc(matchReports.createdAt), asc(matches.id))
    .limit(limit);
}

/**
 * The season's matches still to be played whose round's deadline has passed with no report: what
 * league's `walkoverProblem` lets staff close (a walkover, or not played), the longest overdue first.
 */
export function overdueMatches(db: DbOrTx, seasonId: number, now: Date, limit: number) {
  return staffMatches(db)
    .innerJoin(roundWindows, and(eq(roundWindows.tournamentId, matches.tournamentId), eq(roundWindows.stage, matches.stage)))
    .where(and(eq(tournaments.seasonId, seasonId), eq(matches.status, 'pending'), eq(matches.resultState, 'to_play'), lte(roundWindows.deadlineAt, at(now))))
    .orderBy(asc(roundWindows.deadlineAt), asc(matches.id))
    .limit(limit);
}
