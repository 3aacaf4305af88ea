import { CLOSED_STATES } from '@superliga/league';
import { aliasedTable, and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fixtures, matches, predictions, roundWindows, teams, tournaments, users } from '../../db/schema';

const home = aliasedTable(teams, 'home');
const away = aliasedTable(teams, 'away');

/** Tournament types of the two league divisions (DECISIONS, matches). */
export const LEAGUE_TYPES = { PD: 'Primera', SD: 'Segunda' } as const;

export async function countFixtures(db: DbOrTx, seasonId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fixtures)
    .where(eq(fixtures.seasonId, seasonId));
  return row?.n ?? 0;
}

/** Per division, the first round with a fixture whose match is not completed (or not loaded). */
export async function currentRounds(db: DbOrTx, seasonId: number) {
  return (
    db
      .select({ division: fixtures.division, round: sql<number>`min(${fixtures.round})::int` })
      .from(fixtures)
      .leftJoin(matches, eq(matches.id, fixtures.matchId))
      // A match marked not played stays 'pending' for good: it does not hold the prode on its round (league's CLOSED_STATES).
      .where(
        and(eq(fixtures.seasonId, seasonId), or(isNull(matches.id), and(ne(matches.status, 'completed'), notInArray(matches.resultState, [...CLOSED_STATES])))),
      )
      .groupBy(fixtures.division)
  );
}

/** Fixtures of one round of one division with teams, loaded match and the user's prediction. */
export async function fixturesOfRound(db: DbOrTx, input: { seasonId: number; division: string; round: number; userId: number }) {
  return db
    .select({
      id: fixtures.id,
      division: fixtures.division,
      round: fixtures.round,
      homeId: home.id,
      homeName: home.name,
      awayId: away.id,
      awayName: away.name,
      matchId: fixtures.matchId,
      matchStatus: matches.status,
      matchState: matches.resultState,
      startsAt: roundWindows.startsAt,
      scoreHome: matches.scoreHome,
      scoreAway: matches.scoreAway,
      predHome: predictions.scoreHome,
      predAway: predictions.scoreAway,
    })
    .from(fixtures)
    .innerJoin(home, eq(home.id, fixtures.teamHomeId))
    .innerJoin(away, eq(away.id, fixtures.teamAwayId))
    .leftJoin(matches, eq(matches.id, fixtures.matchId))
    .leftJoin(roundWindows, and(eq(roundWindows.tournamentId, matches.tournamentId), eq(roundWindows.stage, matches.stage)))
    .leftJoin(predictions, and(eq(predictions.fixtureId, fixtures.id), eq(predictions.userId, input.userId)))
    .where(and(eq(fixtures.seasonId, input.seasonId), eq(fixtures.division, input.division), eq(fixtures.round, input.round)))
    .orderBy(asc(fixtures.id));
}

/** Without fixtures: the pending league matches of the season, created by organisers. */
export async function pendingLeagueMatches(db: DbOrTx, input: { seasonId: number; userId: number }) {
  return db
    .select({
      id: matches.id,
      type: tournaments.type,
      round: matches.stage,
      homeId: home.id,
      homeName: home.name,
      awayId: away.id,
      awayName: away.name,
      state: matches.resultState,
      startsAt: roundWindows.startsAt,
      predHome: predictions.scoreHome,
      predAway: predictions.scoreAway,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .leftJoin(roundWindows, and(eq(roundWindows.tournamentId, matches.tournamentId), eq(roundWindows.stage, matches.stage)))
    .leftJoin(predictions, and(eq(predictions.matchId, matches.id), eq(predictions.userId, input.userId)))
    .where(
      and(
        eq(tournaments.seasonId, input.seasonId),
        inArray(tournaments.type, Object.keys(LEAGUE_TYPES)),
        eq(matches.status, 'pending'),
        notInArray(matches.resultState, [...CLOSED_STATES]),
      ),
    )
    .orderBy(asc(matches.matchDate), asc(matches.id));
}

/** What decides whether a prediction is still open: the match's completion, state and round window. */
const lockColumns = { completed: sql<boolean>`${matches.status} = 'completed'`, state: matches.resultState, startsAt: roundWindows.startsAt };

export async function findFixture(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: fixtures.id, matchId: fixtures.matchId, ...lockColumns })
    .from(fixtures)
    .leftJoin(matches, eq(matches.id, fixtures.matchId))
    .leftJoin(roundWindows, and(eq(roundWindows.tournamentId, matches.tournamentId), eq(roundWindows.stage, matches.stage)))
    .where(eq(fixtures.id, id))
    .limit(1);
  return rows[0];
}

export async function findLeagueMatch(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: matches.id, status: matches.status, type: tournaments.type, ...lockColumns })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .leftJoin(roundWindows, and(eq(roundWindows.tournamentId, matches.tournamentId), eq(roundWindows.stage, matches.stage)))
    .where(eq(matches.id, id))
    .limit(1);
  return rows[0];
}

/** Insert or replace the user's prediction (one per user and fixture, or per user and match). */
export async function upsertPrediction(
  db: DbOrTx,
  input: { userId: number; fixtureId?: number; matchId?: number; scoreHome: number; scoreAway: number; now: Date },
) {
  const values = { userId: input.userId, scoreHome: input.scoreHome, scoreAway: input.scoreAway, createdAt: input.now, updatedAt: input.now };
  const set = { scoreHome: input.scoreHome, scoreAway: input.scoreAway, updatedAt: input.now };
  if (input.fixtureId !== undefined) {
    await db
      .insert(predictions)
      .values({ ...values, fixtureId: input.fixtureId })
      .onConflictDoUpdate({ target: [predictions.userId, predictions.fixtureId], set });
  } else {
    await db
      .insert(predictions)
      .values({ ...values, matchId: input.matchId })
      .onConflictDoUpdate({ target: [predictions.userId, predictions.matchId], set });
  }
}

/** Every prediction of the season whose match is completed, with the result (two small joins). */
export async function scoredPredictions(db: DbOrTx, seasonId: number) {
  const columns = {
    userId: predictions.userId,
    name: users.name,
    predHome: predictions.scoreHome,
    predAway: predictions.scoreAway,
    scoreHome: matches.scoreHome,
    scoreAway: matches.scoreAway,
  };
  const viaFixtures = await db
    .select(columns)
    .from(predictions)
    .innerJoin(users, eq(users.id, predictions.userId))
    .innerJoin(fixtures, eq(fixtures.id, predictions.fixtureId))
    .innerJoin(matches, eq(matches.id, fixtures.matchId))
    .where(and(eq(fixtures.seasonId, seasonId), eq(matches.status, 'completed')));
  const viaMatches = await db
    .select(columns)
    .from(predictions)
    .innerJoin(users, eq(users.id, predictions.userId))
    .innerJoin(matches, eq(matches.id, predictions.matchId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(and(eq(tournaments.seasonId, seasonId), eq(matches.status, 'completed')));
  return [...viaFixtures, ...viaMatches];
}
