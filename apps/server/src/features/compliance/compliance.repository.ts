import { DIVISIONS, SENIOR_AGE_OVER } from '@superliga/league';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctions, players, releaseClauses, teams, users } from '../../db/schema';

/**
 * The teams the report covers: Primera and Segunda (outside teams and free agents have no squad
 * limits), Primera first, by name; `onlyIds` narrows it to the teams of one operation.
 */
export function leagueTeams(db: DbOrTx, onlyIds?: readonly number[]) {
  const league = inArray(teams.division, [...DIVISIONS]);
  return db
    .select({ id: teams.id, name: teams.name, division: teams.division, managerId: users.id, managerName: users.name })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.userId))
    .where(onlyIds ? and(league, inArray(teams.id, [...onlyIds])) : league)
    .orderBy(teams.division, teams.name, teams.id);
}

export function squadsOf(db: DbOrTx, teamIds: readonly number[]) {
  return db
    .select({ id: players.id, teamId: players.teamId, ca: players.ca, age: players.age })
    .from(players)
    .where(inArray(players.teamId, [...teamIds]));
}

/** Players each team lost by clause in the season: its confirmed clauses, as the offers' cap counts them. */
export function clauseLossesBySeason(db: DbOrTx, seasonId: number, teamIds: readonly number[]) {
  return db
    .select({ teamId: releaseClauses.teamId, n: count() })
    .from(releaseClauses)
    .where(and(eq(releaseClauses.seasonId, seasonId), eq(releaseClauses.confirmed, 'yes'), inArray(releaseClauses.teamId, [...teamIds])))
    .groupBy(releaseClauses.teamId);
}

/**
 * Auctions each manager opened in the season, in all and on players over 20, counted as the
 * auctions' limit counts them when a new one is opened (by creator, every status, the player's age).
 */
export function auctionsBySeason(db: DbOrTx, seasonId: number, userIds: readonly number[]) {
  return db
    .select({
      userId: auctions.createdBy,
      opened: sql<number>`count(*)::int`,
      openedOver: sql<number>`count(*) filter (where ${players.age} > ${SENIOR_AGE_OVER})::int`,
    })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.playerId))
    .where(and(eq(auctions.seasonId, seasonId), inArray(auctions.createdBy, [...userIds])))
    .groupBy(auctions.createdBy);
}

/** A player with his team, for the operation being previewed. */
export async function findPlayer(db: DbOrTx, id: number) {
  const rows = await db.select({ id: players.id, ca: players.ca, age: players.age, teamId: players.teamId }).from(players).where(eq(players.id, id)).limit(1);
  return rows[0];
}

export function findPlayers(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({ id: players.id, ca: players.ca, age: players.age, teamId: players.teamId })
    .from(players)
    .where(inArray(players.id, [...ids]));
}

export async function teamOfUser(db: DbOrTx, userId: number) {
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.userId, userId)).limit(1);
  return rows[0]?.id ?? null;
}
