import {
  countersAtSeasonStart,
  leagueDay,
  rolledPlayer,
  rolloverSummary,
  SEASON_COUNTER_LABELS,
  SEASON_COUNTERS,
  SEASON_MSG,
  type RolloverBody,
  type RolloverPreview,
} from '@superliga/league';
import type { DbOrTx, Tx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { tournamentsClosedIn } from '../competition/closing.service';
import { divisionsReady, generateFixtures } from '../competition/fixtures.service';
import { copyTournaments } from '../competition/tournaments.service';
import { copySeasonRules } from '../season-rules/season-rules.service';
import * as rollover from './rollover.repository';
import * as repo from './seasons.repository';
import { setAgesAndStatuses } from '../../market/squad';
import { listSeasons } from './seasons.service';

const CHUNK = 500;

/**
 * `GET /seasons/{id}/rollover` (Admin): what starting the next season from this one does
 * (docs/decisions/025-season-close-and-rollover.md), and why it cannot be done now, if so.
 */
export async function rolloverPreview(db: DbOrTx, seasonId: number): Promise<RolloverPreview> {
  const season = await repo.findSeason(db, seasonId);
  if (!season) throw refuse('season.not_found');
  const next = await rollover.seasonRolledFrom(db, seasonId);
  const counters = await rollover.seasonCounters(db, seasonId);
  const after = countersAtSeasonStart();
  const problems: string[] = [];
  if (next || season.closedAt) problems.push(SEASON_MSG.seasonAlreadyRolled);
  else if (!(await listSeasons(db)).data.find((s) => s.id === seasonId)?.current) problems.push(SEASON_MSG.seasonNotCurrent);
  const fixtures = await divisionsReady(db);
  return {
    season: { id: season.id, name: season.name },
    rolled: next ? { into: { id: next.id, name: next.name }, at: (season.closedAt ?? next.createdAt).toISOString() } : null,
    tournaments: await tournamentsClosedIn(db, seasonId),
    ...rolloverSummary(await rollover.playersForSummary(db)),
    counters: SEASON_COUNTERS.map((c) => ({ counter: c, label: SEASON_COUNTER_LABELS[c], current: counters[c], after: after[c] })),
    fixtures: fixtures.map((f) => ({ division: f.division, teams: f.teams, generated: f.ready })),
    problems,
  };
}

/**
 * `POST /seasons/{id}/rollover` (Admin): in one transaction the current season is closed (a
 * conditional update: a second rollover finds it closed and gets 409), the next one created with
 * its rules and tournaments copied, every player one year older with his status reset by the
 * rulebook, and the fixtures of the full divisions generated. Squads and budgets are untouched.
 * The per-season counters count rows of the season, so the new season starts them at zero.
 */
export async function rollSeasonOver(ctx: ServiceContext, seasonId: number, body: RolloverBody) {
  const preview = await rolloverPreview(ctx.db, seasonId);
  if (preview.problems.length > 0) throw refuse('rollover.refused', preview.problems[0]!);
  const old = (await repo.findSeason(ctx.db, seasonId))!;
  const start = new Date(body.start_date);
  if (start <= old.startDate) throw refuse('rollover.start_before');
  const now = ctx.clock.now();
  const notes: string[] = [];
  const created = await ctx.db.transaction(async (tx) => {
    if (!(await rollover.closeSeason(tx, seasonId, now))) throw refuse('rollover.already_done');
    const next = await repo.insertSeason(tx, { name: body.name, startDate: start, active: true, previousSeasonId: seasonId, createdAt: now });
    await copySeasonRules(tx, seasonId, next.id, ctx.actor.id, now);
    const tournaments = await copyTournaments(tx, seasonId, next.id, leagueDay(start, ctx.config.LEAGUE_TZ), now);
    const players = await agePlayers(tx);
    const ready = (await divisionsReady(tx)).filter((d) => d.ready).map((d) => d.division);
    for (const d of preview.fixtures.filter((f) => !f.generated)) notes.push(SEASON_MSG.fixturesSkipped(d.division));
    const fixtures = await generateFixtures(tx, next.id, ready);
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'season.rolled_over',
      at: now,
      seasonId: next.id,
      reference: `season:${seasonId}`,
      before: { season: seasonId, counters: Object.fromEntries(preview.counters.map((c) => [c.counter, c.current])) },
      after: { season: next.id, tournaments, players, fixtures },
    });
    return next;
  });
  return { message: SEASON_MSG.seasonRolled(created.name), season: { id: created.id, name: created.name }, notes };
}

/** Every player one year older and his status reset by the rulebook (rolledPlayer), chunk by chunk. */
async function agePlayers(tx: Tx) {
  let after = 0;
  let changed = 0;
  for (;;) {
    const rows = await rollover.allPlayers(tx, after, CHUNK);
    if (rows.length === 0) return changed;
    await setAgesAndStatuses(
      tx,
      rows.map((p) => ({ id: p.id, ...rolledPlayer(p) })),
    );
    changed += rows.length;
    after = rows.at(-1)!.id;
  }
}
