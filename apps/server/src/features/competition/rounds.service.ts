import {
  FIXTURE_ROUNDS,
  isLeagueType,
  MATCH_STATE_LABELS,
  RESULTS_MSG,
  roundWindowsProblem,
  stageName,
  type MatchState,
  type RoundWindowsBody,
  type RoundsResponse,
  type TournamentType,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { tournamentRef } from './competition.presenters';
import * as repo from './competition.repository';
import * as results from './results.repository';
import { LEAGUE_DIVISION } from './standings.service';
import { suspendedInMatch } from './statistics.service';
import { getTournament, requireWritableTournament } from './tournaments.service';

/**
 * Staff set the play window of rounds (league) or stages (cup) in one call (docs/decisions/024).
 * For a league tournament, each fixture of those rounds gets its match now ('to play'), so the
 * managers can report it and bets can be made on it. One audit entry for the whole change.
 */
export async function setRoundWindows(ctx: ServiceContext, tournamentId: number, body: RoundWindowsBody) {
  const tournament = await getTournament(ctx.db, tournamentId);
  await requireWritableTournament(ctx.db, tournament.id);
  const type = tournament.type as TournamentType;
  const windows = body.rounds.map((r) => ({ stage: r.stage, starts_at: r.starts_at, deadline_at: r.deadline_at }));
  const league = isLeagueType(type);
  const unknown = windows.find((w) => league && w.stage > FIXTURE_ROUNDS);
  if (unknown) throw fieldError('rounds', RESULTS_MSG.stageUnknown(unknown.stage));
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await results.windowsOf(tx, tournament.id);
    // The check runs on the whole set in force after the change, so a partial change cannot cross rounds.
    const merged = new Map(before.map((w) => [w.stage, { stage: w.stage, starts_at: w.startsAt, deadline_at: w.deadlineAt }]));
    for (const w of windows) merged.set(w.stage, w);
    const problem = roundWindowsProblem([...merged.values()]);
    if (problem) throw fieldError('rounds', problem);
    for (const w of windows) {
      await results.upsertWindow(tx, {
        tournamentId: tournament.id,
        stage: w.stage,
        startsAt: w.starts_at,
        deadlineAt: w.deadline_at,
        updatedBy: ctx.actor.id,
        updatedAt: now,
      });
    }
    const division = LEAGUE_DIVISION[type];
    if (division) await openFixtureMatches(tx, ctx, { tournamentId: tournament.id, seasonId: tournament.seasonId, division, windows });
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'round.windows_set',
      at: now,
      seasonId: tournament.seasonId,
      reference: `tournament:${tournament.id}`,
      before: before.map((w) => ({ stage: w.stage, starts_at: w.startsAt.toISOString(), deadline_at: w.deadlineAt.toISOString() })),
      after: windows.map((w) => ({ stage: w.stage, starts_at: w.starts_at.toISOString(), deadline_at: w.deadline_at.toISOString() })),
    });
  });
  return { message: RESULTS_MSG.windowsSaved };
}

/** The matches of the fixtures of the windowed rounds that have none yet, linked once (conditional link). */
async function openFixtureMatches(
  tx: DbOrTx,
  ctx: ServiceContext,
  input: { tournamentId: number; seasonId: number; division: string; windows: { stage: number; starts_at: Date }[] },
) {
  const startOf = new Map(input.windows.map((w) => [w.stage, w.starts_at]));
  for (const f of await results.unlinkedFixtures(tx, input.seasonId, input.division, [...startOf.keys()])) {
    const matchId = await repo.insertMatch(tx, {
      teamHomeId: f.teamHomeId,
      teamAwayId: f.teamAwayId,
      tournamentId: input.tournamentId,
      scoreHome: 0,
      scoreAway: 0,
      stage: f.round,
      status: 'pending',
      resultState: 'to_play',
      matchDate: startOf.get(f.round)!,
      fixtureId: f.id,
      createdBy: ctx.actor.id,
      createdAt: ctx.clock.now(),
    });
    if (matchId !== null) await repo.linkFixture(tx, f.id, matchId);
  }
}

/**
 * GET /tournaments/{id}/rounds: every round with its window, and each match's state and who of
 * each team is suspended for it (the tournament's completed statistics read once).
 */
export async function listRounds(db: DbOrTx, tournamentId: number): Promise<RoundsResponse> {
  const tournament = await getTournament(db, tournamentId);
  const type = tournament.type as TournamentType;
  const [windows, matches, states, stats] = await Promise.all([
    results.windowsOf(db, tournament.id),
    repo.listMatches(db, tournament.id),
    results.matchStates(db, tournament.id),
    repo.listStatistics(db, { tournamentId: tournament.id, completedOnly: true }),
  ]);
  const stateOf = new Map(states.map((s) => [s.id, s]));
  const stages = new Set<number>([...windows.map((w) => w.stage), ...matches.map((m) => m.stage)]);
  if (isLeagueType(type)) for (let r = 1; r <= FIXTURE_ROUNDS; r++) stages.add(r);
  return {
    tournament: tournamentRef(tournament.id, tournament.name, type),
    rounds: [...stages]
      .sort((a, b) => a - b)
      .map((stage) => {
        const w = windows.find((x) => x.stage === stage);
        return {
          stage,
          name: stageName(type, stage),
          starts_at: w?.startsAt.toISOString() ?? null,
          deadline_at: w?.deadlineAt.toISOString() ?? null,
          matches: matches
            .filter((m) => m.stage === stage)
            .sort((a, b) => a.id - b.id)
            .map((m) => {
              const state = (stateOf.get(m.id)?.resultState ?? 'to_play') as MatchState;
              const suspended = suspendedInMatch(m, stats);
              const counted = m.status === 'completed';
              return {
                id: m.id,
                fixture_id: m.fixtureId,
                team_home: { id: m.teamHomeId, name: m.homeName },
                team_away: { id: m.teamAwayId, name: m.awayName },
                score_home: counted ? m.scoreHome : null,
                score_away: counted ? m.scoreAway : null,
                state,
                state_label: MATCH_STATE_LABELS[state],
                suspended: {
                  home: suspended.filter((s) => s.team_id === m.teamHomeId),
                  away: suspended.filter((s) => s.team_id === m.teamAwayId),
                },
              };
            }),
        };
      }),
  };
}
