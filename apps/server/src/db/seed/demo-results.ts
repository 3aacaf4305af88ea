import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { fixtures, matchEvidence, matches, matchReports, players, roundWindows, teams, tournaments } from '../schema';
import type { DemoContext } from './demo-extras';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The round being played now in the demo: its window started before the demo's clock and ends after it. */
export const DEMO_CURRENT_ROUND = 4;
/** The season's confirmation time of a report (docs/decisions/024): a day. */
const CONFIRM_HOURS = 24;
/**
 * Teams the demo's report and dispute leave alone: manager1 and manager2 (ids 1, 2) report their
 * own round-4 match in the results e2e spec, and manager10/manager11 (ids 10, 11) start from zero
 * in the competition spec.
 */
const KEPT_TEAMS = new Set([1, 2, 10, 11]);
/** manager10 and manager11 start from zero in the competition spec, loading their match from the fixture. */
const UNTOUCHED_TEAMS = new Set([10, 11]);
/** A real 16×16 PNG, the demo report's screenshot (the server reads its type from these bytes). */
const DEMO_SCREENSHOT = 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOQq7AhCTGMahjVMHw1AACH39IBEZOiswAAAABJRU5ErkJggg==';

/** A report line of a player (the contract's reportStatisticSchema fields). */
const line = (playerId: number, goals: number, extra: Partial<Record<'assists' | 'yellow_cards' | 'mvp', number>> = {}) => ({
  player_id: playerId,
  goals,
  assists: extra.assists ?? 0,
  yellow_cards: extra.yellow_cards ?? 0,
  red_cards: 0,
  direct_red: 0,
  simple_injuries: 0,
  serious_injuries: 0,
  mvp: extra.mvp ?? 0,
});

/**
 * The demo season in progress (docs/decisions/024): every round of both league tournaments has a
 * play window (rounds 1–3 played and confirmed, round 4 open now, the rest weekly after it), and
 * in Primera one round-4 match is reported and waiting for the opponent and another is disputed.
 * The played rounds' windows wrap the times demoCompetition gave their matches.
 */
export async function demoResults(tx: Tx, ctx: DemoContext) {
  const seasonStart = new Date(ctx.now.getTime() - 2 * DAY);
  const currentStart = new Date(ctx.now.getTime() - 12 * HOUR);
  const windowOf = (round: number) => {
    if (round < DEMO_CURRENT_ROUND) {
      const starts = new Date(seasonStart.getTime() + (round - 1) * 3 * HOUR - HOUR);
      return { startsAt: starts, deadlineAt: new Date(starts.getTime() + 3 * HOUR) };
    }
    const starts = new Date(currentStart.getTime() + (round - DEMO_CURRENT_ROUND) * 7 * DAY);
    return { startsAt: starts, deadlineAt: new Date(starts.getTime() + 6 * DAY) };
  };
  const league = await tx
    .select({ id: tournaments.id, type: tournaments.type })
    .from(tournaments)
    .where(and(eq(tournaments.seasonId, ctx.seasonId), inArray(tournaments.type, ['PD', 'SD'])))
    .orderBy(asc(tournaments.id));
  for (const tournament of league) {
    const division = tournament.type === 'PD' ? 'Primera' : 'Segunda';
    const rounds = await tx
      .selectDistinct({ round: fixtures.round })
      .from(fixtures)
      .where(and(eq(fixtures.seasonId, ctx.seasonId), eq(fixtures.division, division)))
      .orderBy(asc(fixtures.round));
    if (rounds.length === 0) continue;
    await tx
      .insert(roundWindows)
      .values(rounds.map(({ round }) => ({ tournamentId: tournament.id, stage: round, ...windowOf(round), updatedBy: 1, updatedAt: seasonStart })));
    if (division === 'Primera') await reportedAndDisputed(tx, ctx, tournament.id);
    await toPlay(tx, ctx, tournament.id, division, windowOf);
  }
}

/**
 * As saving windows does on the server (rounds.service saveWindows), each pairing of a round with a
 * window gets its match, to play and linked to the fixture, from round 4 on. Teams 10 and 11 keep
 * their pairings without a match: the competition spec loads theirs from the fixture's link.
 */
async function toPlay(tx: Tx, ctx: DemoContext, tournamentId: number, division: 'Primera' | 'Segunda', windowOf: (round: number) => { startsAt: Date }) {
  const open = await tx
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.seasonId, ctx.seasonId), eq(fixtures.division, division), isNull(fixtures.matchId)))
    .orderBy(asc(fixtures.id));
  for (const f of open) {
    if (f.round < DEMO_CURRENT_ROUND || UNTOUCHED_TEAMS.has(f.teamHomeId) || UNTOUCHED_TEAMS.has(f.teamAwayId)) continue;
    const startsAt = windowOf(f.round).startsAt;
    const [match] = await tx
      .insert(matches)
      .values({
        teamHomeId: f.teamHomeId,
        teamAwayId: f.teamAwayId,
        tournamentId,
        stage: f.round,
        status: 'pending',
        matchDate: startsAt,
        fixtureId: f.id,
        createdBy: 1,
        createdAt: startsAt,
      })
      .returning();
    await tx.update(fixtures).set({ matchId: match!.id }).where(eq(fixtures.id, f.id));
  }
}

/** Round 4 of Primera: one match reported and waiting (confirm_by ahead of the demo's clock), one disputed. */
async function reportedAndDisputed(tx: Tx, ctx: DemoContext, tournamentId: number) {
  const open = await tx
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.seasonId, ctx.seasonId), eq(fixtures.division, 'Primera'), eq(fixtures.round, DEMO_CURRENT_ROUND), isNull(fixtures.matchId)))
    .orderBy(asc(fixtures.id));
  const chosen = open.filter((f) => !KEPT_TEAMS.has(f.teamHomeId) && !KEPT_TEAMS.has(f.teamAwayId)).slice(0, 2);
  for (const [i, fixture] of chosen.entries()) {
    const disputed = i === 1;
    const reportedAt = new Date(ctx.now.getTime() - (disputed ? 6 : 2) * HOUR);
    const [home] = await tx.select({ userId: teams.userId }).from(teams).where(eq(teams.id, fixture.teamHomeId));
    const [away] = await tx.select({ userId: teams.userId }).from(teams).where(eq(teams.id, fixture.teamAwayId));
    if (!home?.userId || !away?.userId) continue;
    const squad = async (teamId: number) =>
      (await tx.select({ id: players.id }).from(players).where(eq(players.teamId, teamId)).orderBy(asc(players.id)).limit(3)).map((p) => p.id);
    const [scorer, assistant, booked] = await squad(fixture.teamHomeId);
    const [awayScorer] = await squad(fixture.teamAwayId);
    // A match waiting for confirmation or a ruling is still 'pending': only a confirmed result counts.
    const [match] = await tx
      .insert(matches)
      .values({
        teamHomeId: fixture.teamHomeId,
        teamAwayId: fixture.teamAwayId,
        tournamentId,
        // The score waits in the report (the server's own reports leave the match's at 0–0).
        scoreHome: 0,
        scoreAway: 0,
        stage: fixture.round,
        status: 'pending',
        resultState: disputed ? 'disputed' : 'reported',
        matchDate: reportedAt,
        fixtureId: fixture.id,
        createdBy: home.userId,
        createdAt: reportedAt,
      })
      .returning();
    await tx.update(fixtures).set({ matchId: match!.id }).where(eq(fixtures.id, fixture.id));
    const statistics = [scorer, assistant, booked]
      .filter((id): id is number => id !== undefined)
      .map((id, n) => (n === 0 ? line(id, 2, { mvp: 1 }) : n === 1 ? line(id, 0, { assists: 1 }) : line(id, 0, { yellow_cards: 1 })));
    const [report] = await tx
      .insert(matchReports)
      .values({
        matchId: match!.id,
        teamId: fixture.teamHomeId,
        reportedBy: home.userId,
        scoreHome: 2,
        scoreAway: 1,
        statistics,
        state: disputed ? 'disputed' : 'pending',
        confirmBy: new Date(reportedAt.getTime() + CONFIRM_HOURS * HOUR),
        dispute: disputed
          ? {
              score_home: 2,
              score_away: 2,
              statistics: awayScorer === undefined ? [] : [line(awayScorer, 2)],
              comment: 'Empatamos 2 a 2: el segundo gol nuestro fue en el descuento y no está en el reporte.',
            }
          : null,
        disputedBy: disputed ? away.userId : null,
        createdAt: reportedAt,
      })
      .returning();
    await tx.insert(matchEvidence).values({
      reportId: report!.id,
      matchId: match!.id,
      uploadedBy: home.userId,
      contentType: 'image/png',
      size: Buffer.from(DEMO_SCREENSHOT, 'base64').length,
      data: DEMO_SCREENSHOT,
      createdAt: reportedAt,
    });
  }
}
