import { finalPositions, roundRobin, type TournamentType } from '@superliga/league';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { matches, seasons, teams, tournamentClosings, tournaments } from '../schema';
import type { DemoContext } from './demo-extras';
import { seededRandom } from './random';

const PAST_SEASON_ID = 56;
const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The demo's past season (56) with honours, so the palmarés has data (docs/decisions/025-season-close-and-rollover.md):
 * each division's league played in full, a cup final, every tournament closed with its final
 * positions and managers, and the season rolled over (closed, read-only). History only: no money
 * moves, the current season's budgets start as the core demo sets them.
 */
export async function demoPastSeason(tx: Tx, ctx: DemoContext) {
  const rnd = seededRandom(5656);
  const [season] = await tx.select().from(seasons).where(eq(seasons.id, PAST_SEASON_ID));
  if (!season) return;
  const start = season.startDate;
  const closedAt = new Date(ctx.now.getTime() - 20 * DAY);
  const managers = new Map((await tx.select({ id: teams.id, userId: teams.userId }).from(teams)).map((t) => [t.id, t.userId]));

  const close = async (
    tournamentId: number,
    type: TournamentType,
    rows: { homeId: number; awayId: number; sh: number; sa: number; stage: number }[],
    names: Map<number, string>,
  ) => {
    const positions = finalPositions(
      type,
      [...names].map(([id, name]) => ({ id, name })),
      rows.map((r) => ({ team_home: r.homeId, team_away: r.awayId, score_home: r.sh, score_away: r.sa, stage: r.stage, status: 'completed' })),
    );
    await tx.insert(tournamentClosings).values({
      tournamentId,
      seasonId: PAST_SEASON_ID,
      positions: (positions ?? []).map((p) => ({ ...p, manager_id: managers.get(p.team_id) ?? null })),
      total: 0,
      closedBy: 1,
      closedAt,
    });
  };

  for (const [division, type, name] of [
    ['Primera', 'PD', 'Primera División 56'],
    ['Segunda', 'SD', 'Segunda División 56'],
  ] as const) {
    const [t] = await tx
      .insert(tournaments)
      .values({ name, type, seasonId: PAST_SEASON_ID, startDate: isoDay(start), endDate: isoDay(closedAt), createdAt: start })
      .returning();
    const divisionTeams = await tx.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.division, division)).orderBy(asc(teams.id));
    const rows = roundRobin(divisionTeams.map((x) => x.id)).map((p) => ({
      homeId: p.home,
      awayId: p.away,
      sh: rnd.int(0, 4),
      sa: rnd.int(0, 3),
      stage: p.round,
    }));
    await tx.insert(matches).values(
      rows.map((r) => ({
        tournamentId: t!.id,
        teamHomeId: r.homeId,
        teamAwayId: r.awayId,
        scoreHome: r.sh,
        scoreAway: r.sa,
        stage: r.stage,
        status: 'completed',
        // A closed season's results stand confirmed (docs/decisions/024).
        resultState: 'confirmed',
        confirmedAt: new Date(start.getTime() + r.stage * 7 * DAY),
        matchDate: new Date(start.getTime() + r.stage * 7 * DAY),
        createdBy: 1,
      })),
    );
    await close(t!.id, type, rows, new Map(divisionTeams.map((x) => [x.id, x.name])));
  }

  // The cup: only its final (UCL stage 6), won by the home side.
  const [cup] = await tx
    .insert(tournaments)
    .values({ name: 'Copa de Campeones 56', type: 'UCL', seasonId: PAST_SEASON_ID, startDate: isoDay(start), endDate: isoDay(closedAt), createdAt: start })
    .returning();
  const final = { homeId: 3, awayId: 7, sh: 2, sa: 1, stage: 6 };
  await tx.insert(matches).values({
    tournamentId: cup!.id,
    teamHomeId: final.homeId,
    teamAwayId: final.awayId,
    scoreHome: final.sh,
    scoreAway: final.sa,
    stage: final.stage,
    status: 'completed',
    resultState: 'confirmed',
    confirmedAt: new Date(closedAt.getTime() - DAY),
    matchDate: new Date(closedAt.getTime() - DAY),
    createdBy: 1,
  });
  const finalists = await tx.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, final.homeId));
  const away = await tx.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, final.awayId));
  await close(cup!.id, 'UCL', [final], new Map([...finalists, ...away].map((x) => [x.id, x.name])));

  await tx.update(seasons).set({ closedAt }).where(eq(seasons.id, PAST_SEASON_ID));
  await tx.update(seasons).set({ previousSeasonId: PAST_SEASON_ID }).where(eq(seasons.id, ctx.seasonId));
}
