import { roundRobin } from '@superliga/league';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { fixtures, matches, matchStatistics, players, teams, tournaments } from '../schema';
import type { DemoContext } from './demo-extras';
import { seededRandom } from './random';

/** Rounds already played in the demo league, so standings, top lists and suspensions show something. */
const PLAYED_ROUNDS = 3;
/**
 * Teams of manager10 and manager11 (ids 10, 11) have no demo matches: the competition e2e test
 * loads their match and reads their standings and suspensions from a known start.
 */
const UNTOUCHED_TEAMS = new Set([10, 11]);
const DAY = 86_400_000;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * One league tournament per division in the current season (PD, SD), the 13-round fixture of
 * each division, and the first rounds played with statistics. Its own random stream keeps
 * other features' demo data unchanged.
 */
export async function demoCompetition(tx: Tx, ctx: DemoContext) {
  const rnd = seededRandom(606);
  const start = new Date(ctx.now.getTime() - 2 * DAY);
  const end = new Date(ctx.now.getTime() + 180 * DAY);
  for (const [division, type, name] of [
    ['Primera', 'PD', 'Primera División 57'],
    ['Segunda', 'SD', 'Segunda División 57'],
  ] as const) {
    const [tournament] = await tx
      .insert(tournaments)
      .values({ name, type, seasonId: ctx.seasonId, startDate: isoDay(start), endDate: isoDay(end), createdAt: start })
      .returning();
    const divisionTeams = await tx.select({ id: teams.id }).from(teams).where(eq(teams.division, division)).orderBy(asc(teams.id));
    const pairings = roundRobin(divisionTeams.map((t) => t.id));
    const rows = await tx
      .insert(fixtures)
      .values(pairings.map((p) => ({ seasonId: ctx.seasonId, division, round: p.round, teamHomeId: p.home, teamAwayId: p.away })))
      .returning();
    const squads = new Map<number, { id: number; userId: number | null }[]>();
    const squadRows = await tx
      .select({ id: players.id, teamId: players.teamId, userId: teams.userId })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .where(and(eq(teams.division, division), inArray(players.status, ['registrado', 'bloqueado', 'restringido'])))
      .orderBy(asc(players.id));
    for (const p of squadRows) squads.set(p.teamId, [...(squads.get(p.teamId) ?? []), { id: p.id, userId: p.userId }]);

    for (const fixture of rows.filter((f) => f.round <= PLAYED_ROUNDS)) {
      if (UNTOUCHED_TEAMS.has(fixture.teamHomeId) || UNTOUCHED_TEAMS.has(fixture.teamAwayId)) continue;
      const scoreHome = rnd.int(0, 3);
      const scoreAway = rnd.int(0, 2);
      const playedAt = new Date(start.getTime() + (fixture.round - 1) * 3 * 3_600_000);
      const [match] = await tx
        .insert(matches)
        .values({
          teamHomeId: fixture.teamHomeId,
          teamAwayId: fixture.teamAwayId,
          tournamentId: tournament!.id,
          scoreHome,
          scoreAway,
          stage: fixture.round,
          status: 'completed',
          // Played rounds stand confirmed (docs/decisions/024): their results count.
          resultState: 'confirmed',
          confirmedAt: playedAt,
          matchDate: playedAt,
          fixtureId: fixture.id,
          createdBy: 1,
          createdAt: playedAt,
        })
        .returning();
      await tx.update(fixtures).set({ matchId: match!.id }).where(eq(fixtures.id, fixture.id));
      const stats: (typeof matchStatistics.$inferInsert)[] = [];
      for (const [teamId, goals] of [
        [fixture.teamHomeId, scoreHome],
        [fixture.teamAwayId, scoreAway],
      ] as const) {
        // The first five of each squad play: the first forward is the regular scorer and the
        // fourth the team's hard man, so a few players reach 3 yellows by round 3.
        const five = (squads.get(teamId) ?? []).slice(0, 5);
        five.forEach((p, i) => {
          const scored = i === 0 ? Math.ceil(goals / 2) : i === 1 ? Math.floor(goals / 2) : 0;
          stats.push({
            matchId: match!.id,
            playerId: p.id,
            tournamentId: tournament!.id,
            teamId,
            userId: p.userId,
            goals: scored,
            assists: i === 2 ? Math.min(goals, rnd.int(0, 2)) : 0,
            yellowCards: i === 3 ? 1 : rnd.next() < 0.15 ? 1 : 0,
            redCards: i === 4 && fixture.round === PLAYED_ROUNDS && rnd.next() < 0.3 ? 1 : 0,
            directRed: 0,
            simpleInjuries: i === 2 && rnd.next() < 0.1 ? 1 : 0,
            seriousInjuries: 0,
            mvp: goals >= scoreHome && goals >= scoreAway && i === 0 && teamId === fixture.teamHomeId ? 1 : 0,
          });
        });
      }
      if (stats.length) await tx.insert(matchStatistics).values(stats);
    }
  }
}
