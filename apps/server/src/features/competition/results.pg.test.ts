import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statLine } from '../../../test/results';
import { twoAppsOnOnePostgres } from '../../../test/two-apps';
import { createManager, createPlayer, createSeason } from '../../../test/factories';
import { auditEntries, matches, matchReports, matchStatistics, roundWindows, tournaments } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { confirmDueReports } from './results.service';

/** The server's confirmation by silence, on two processes over one PostgreSQL (docs/decisions/024-results-reported-and-confirmed.md). */

const clock = new TestClock(new Date('2026-03-01T12:00:00Z'));
const two = twoAppsOnOnePostgres('results', clock);
const HOUR = 3_600_000;

describe('results confirmed by silence on PostgreSQL', () => {
  it('two processes confirming the same due reports at once make each result final once', async () => {
    const [a, b] = two.apps;
    const db = two.databases[0]!.db;
    const season = await createSeason(db);
    const [league] = await db
      .insert(tournaments)
      .values({ name: 'Liga PG', startDate: '2026-01-01', endDate: '2026-12-01', seasonId: season.id, type: 'PD' })
      .returning();
    await db
      .insert(roundWindows)
      .values({ tournamentId: league!.id, stage: 1, startsAt: new Date(clock.now().getTime() - 72 * HOUR), deadlineAt: clock.now() });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const home = await createManager(db);
      const away = await createManager(db);
      const scorer = await createPlayer(db, { teamId: home.team.id });
      const [m] = await db
        .insert(matches)
        .values({ tournamentId: league!.id, teamHomeId: home.team.id, teamAwayId: away.team.id, stage: 1, status: 'pending', resultState: 'reported' })
        .returning();
      const line = statLine(scorer.id, 2);
      await db.insert(matchReports).values({
        matchId: m!.id,
        teamId: home.team.id,
        reportedBy: home.user.id,
        scoreHome: 2,
        scoreAway: 0,
        statistics: [line],
        confirmBy: new Date(clock.now().getTime() - HOUR),
      });
      ids.push(m!.id);
    }
    const errors: unknown[] = [];
    await Promise.all([a, b, a, b].map((app) => confirmDueReports(app!.deps, (err) => errors.push(err))));
    expect(errors).toEqual([]);
    for (const id of ids) {
      expect((await db.select().from(matches).where(eq(matches.id, id)))[0]).toMatchObject({ status: 'completed', resultState: 'confirmed', scoreHome: 2 });
      expect(await db.select().from(matchStatistics).where(eq(matchStatistics.matchId, id))).toHaveLength(1);
      expect(await db.select().from(matchReports).where(eq(matchReports.matchId, id))).toEqual([expect.objectContaining({ state: 'confirmed' })]);
    }
    expect(await db.select().from(auditEntries).where(eq(auditEntries.kind, 'match.confirmed_by_silence'))).toHaveLength(3);
  });

  it("the opponent's confirmation racing the server's makes the result final once", async () => {
    const [a, b] = two.apps;
    const db = two.databases[0]!.db;
    const season = await createSeason(db);
    const [cup] = await db
      .insert(tournaments)
      .values({ name: 'Liga PG carrera', startDate: '2026-01-01', endDate: '2026-12-01', seasonId: season.id, type: 'PD' })
      .returning();
    await db.insert(roundWindows).values({ tournamentId: cup!.id, stage: 1, startsAt: new Date(clock.now().getTime() - 72 * HOUR), deadlineAt: clock.now() });
    const home = await createManager(db);
    const away = await createManager(db);
    const [m] = await db
      .insert(matches)
      .values({ tournamentId: cup!.id, teamHomeId: home.team.id, teamAwayId: away.team.id, stage: 1, status: 'pending', resultState: 'reported' })
      .returning();
    const [pending] = await db
      .insert(matchReports)
      .values({
        matchId: m!.id,
        teamId: home.team.id,
        reportedBy: home.user.id,
        scoreHome: 1,
        scoreAway: 0,
        statistics: [],
        confirmBy: new Date(clock.now().getTime() - HOUR),
      })
      .returning();
    const auditsBefore = (await db.select().from(auditEntries).where(eq(auditEntries.kind, 'match.confirmed_by_silence'))).length;
    const errors: unknown[] = [];
    const [byServer, byOpponent] = await Promise.all([
      confirmDueReports(a!.deps, (err) => errors.push(err)),
      b!.inject({ method: 'POST', url: `/api/games/${m!.id}/report/confirm`, headers: { authorization: `Bearer ${away.token}` }, payload: {} }),
    ]);
    expect(errors).toEqual([]);
    const opponentWon = byOpponent.statusCode === 200;
    // Exactly one of the two decided: the other found the report no longer pending.
    if (!opponentWon) expect(byOpponent.statusCode).toBe(409);
    expect(byServer.includes(pending!.id) ? 1 : 0).toBe(opponentWon ? 0 : 1);
    expect((await db.select().from(matches).where(eq(matches.id, m!.id)))[0]).toMatchObject({ status: 'completed', resultState: 'confirmed', scoreHome: 1 });
    expect(await db.select().from(matchReports).where(eq(matchReports.matchId, m!.id))).toEqual([expect.objectContaining({ state: 'confirmed' })]);
    const auditsAfter = (await db.select().from(auditEntries).where(eq(auditEntries.kind, 'match.confirmed_by_silence'))).length;
    expect(auditsAfter - auditsBefore).toBe(opponentWon ? 0 : 1);
  });
});
