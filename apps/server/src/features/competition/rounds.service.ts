import {
  FIXTURE_ROUNDS,
  isLeagueType,
  LEAGUE_DIVISION,
  MATCH_STATE_LABELS,
  namedStages,
  RESULTS_MSG,
  roundWindowsProblem,
  spreadRoundWindows,
  stageName,
  type MatchState,
  type RoundsResponse,
  type RoundWindow,
  type RoundWindowsBody,
  type SpreadRoundsBody,
  type TournamentType,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import { actingUserId, type ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { tournamentRef } from './competition.presenters';
import * as repo from './competition.repository';
import * as results from './results.repository';
import { suspendedNamed } from './statistics.service';
import { getTournament, requireWritableTournament } from './tournaments.service';

/** The stages a tournament plays: a league's 13 rounds then its playoffs; a cup's named stages. */
const stagesOf = (type: TournamentType) => [...(isLeagueType(type) ? Array.from({ length: FIXTURE_ROUNDS }, (_, i) => i + 1) : []), ...namedStages(type)];

/**
 * GET /tournaments/{id}/rounds: each stage's play window and its matches with their state and who
 * of each team is suspended for that match (001 §9, the pure rule over the completed matches).
 */
export async function listRounds(db: DbOrTx, tournamentId: number): Promise<RoundsResponse> {
  const tournament = await getTournament(db, tournamentId);
  const type = tournament.type as TournamentType;
  const [windows, matches, stats] = await Promise.all([
    results.windowsOf(db, tournament.id),
    repo.listMatches(db, tournament.id),
    repo.listStatistics(db, { tournamentId: tournament.id, completedOnly: true }),
  ]);
  const stages = [...new Set([...stagesOf(type), ...windows.map((w) => w.stage), ...matches.map((m) => m.stage)])].sort((a, b) => a - b);
  const suspendedOf = (teamId: number, matchId: number, stage: number) =>
    suspendedNamed(
      type,
      stats.filter((r) => r.teamId === teamId && r.matchId !== matchId),
      stage,
    );
  return {
    tournament: tournamentRef(tournament.id, tournament.name, type),
    rounds: stages
      .map((stage) => {
        const w = windows.find((x) => x.stage === stage);
        const own = matches.filter((m) => m.stage === stage).sort((a, b) => a.id - b.id);
        return {
          stage,
          name: stageName(type, stage),
          starts_at: w ? w.startsAt.toISOString() : null,
          deadline_at: w ? w.deadlineAt.toISOString() : null,
          matches: own.map((m) => {
            const state = m.resultState as MatchState;
            const shown = m.status === 'completed' || state === 'reported' || state === 'disputed';
            return {
              id: m.id,
              fixture_id: m.fixtureId,
              team_home: { id: m.teamHomeId, name: m.homeName },
              team_away: { id: m.teamAwayId, name: m.awayName },
              score_home: shown && m.status === 'completed' ? m.scoreHome : null,
              score_away: shown && m.status === 'completed' ? m.scoreAway : null,
              state,
              state_label: MATCH_STATE_LABELS[state],
              suspended:
                m.status === 'completed'
                  ? { home: [], away: [] }
                  : { home: suspendedOf(m.teamHomeId, m.id, m.stage), away: suspendedOf(m.teamAwayId, m.id, m.stage) },
            };
          }),
        };
      })
      .filter((r) => r.starts_at !== null || r.matches.length > 0 || isLeagueType(type)),
  };
}

/** PUT /tournaments/{id}/rounds (staff): saves each sent stage's window. */
export async function setRoundWindows(ctx: ServiceContext, tournamentId: number, body: RoundWindowsBody) {
  return saveWindows(
    ctx,
    tournamentId,
    body.rounds.map((r) => ({ stage: r.stage, starts_at: r.starts_at, deadline_at: r.deadline_at })),
  );
}

/** POST /tournaments/{id}/rounds/spread (staff): "spread evenly from a start date", then saved like PUT. */
export async function spreadRounds(ctx: ServiceContext, tournamentId: number, body: SpreadRoundsBody) {
  const tournament = await getTournament(ctx.db, tournamentId);
  const stages = body.stages ?? stagesOf(tournament.type as TournamentType);
  const windows = spreadRoundWindows({ stages, firstStart: body.first_start, daysBetween: body.days_between, windowDays: body.window_days });
  if (!windows) throw refuse('round.spread_invalid');
  return saveWindows(ctx, tournamentId, windows);
}

/**
 * Writes the windows and, for a league tournament, the matches of the fixture's pairings of those
 * rounds that have none yet (to play, linked to the fixture): a round with a window is one the
 * managers report from (docs/decisions/024-results-reported-and-confirmed.md).
 */
async function saveWindows(ctx: ServiceContext, tournamentId: number, windows: RoundWindow[]) {
  const tournament = await getTournament(ctx.db, tournamentId);
  const type = tournament.type as TournamentType;
  const known = new Set(stagesOf(type));
  const unknown = windows.find((w) => !known.has(w.stage));
  if (unknown) throw refuse('round.stage_unknown', unknown.stage);
  const problem = roundWindowsProblem(windows);
  if (problem) throw refuse('round.windows_invalid', problem);
  await requireWritableTournament(ctx.db, tournament.id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await results.windowsOf(tx, tournament.id);
    await results.upsertWindows(
      tx,
      tournament.id,
      windows.map((w) => ({ stage: w.stage, startsAt: w.starts_at, deadlineAt: w.deadline_at })),
      actingUserId(ctx.actor),
      now,
    );
    const division = LEAGUE_DIVISION[type];
    const rounds = windows.map((w) => w.stage).filter((s) => s <= FIXTURE_ROUNDS);
    if (division && rounds.length) {
      for (const f of await results.unplayedPairings(tx, tournament.seasonId, division, rounds)) {
        const startsAt = windows.find((w) => w.stage === f.round)!.starts_at;
        const matchId = await repo.insertMatch(tx, {
          teamHomeId: f.teamHomeId,
          teamAwayId: f.teamAwayId,
          tournamentId: tournament.id,
          stage: f.round,
          status: 'pending',
          matchDate: startsAt,
          fixtureId: f.id,
          createdBy: actingUserId(ctx.actor),
          createdAt: now,
        });
        if (matchId !== null) await repo.linkFixture(tx, f.id, matchId);
      }
    }
    const shape = (rows: { stage: number; startsAt: Date; deadlineAt: Date }[]) =>
      Object.fromEntries(rows.map((w) => [String(w.stage), `${w.startsAt.toISOString()} → ${w.deadlineAt.toISOString()}`]));
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'round.windows_set',
      at: now,
      seasonId: tournament.seasonId,
      reference: `tournament:${tournament.id}`,
      before: shape(before.filter((b) => windows.some((w) => w.stage === b.stage))),
      after: shape(windows.map((w) => ({ stage: w.stage, startsAt: w.starts_at, deadlineAt: w.deadline_at }))),
    });
  });
  return { message: RESULTS_MSG.windowsSaved };
}
