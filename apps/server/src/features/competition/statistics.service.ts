import {
  aggregatePlayerStats,
  ANNOUNCE,
  MSG,
  nextStageAfter,
  stageName,
  suspendedFor,
  type MatchStatisticsBody,
  type PlayerTournamentTotals,
  type TournamentType,
  isStaff,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { announce } from '../notifications/discord.service';
import { presentStatistic, tournamentRef } from './competition.presenters';
import { recordAudit } from '../audit/audit.service';
import * as repo from './competition.repository';
import { requireWritableTournament } from './tournaments.service';
import { actorManagesMatch, findMatchOr404, requireDirectEntry } from './matches.service';
import { afterResultFinal, statisticRow } from './result-final';

/**
 * One match's rows; a tournament's totals per player from its completed matches, most goals first
 * (then assists, MVP, name), as the old server answered the top lists; or, with `per_match`, the
 * tournament's rows per player and match (docs/decisions/017).
 */
export async function listStatistics(db: DbOrTx, q: { match_id?: number; tournament_id?: number; per_match?: boolean }) {
  const rows = await repo.listStatistics(db, { matchId: q.match_id, tournamentId: q.tournament_id, completedOnly: q.match_id === undefined });
  if (q.match_id !== undefined || q.per_match) return { data: rows.map(presentStatistic) };
  return { data: tournamentTotals(rows) };
}

/** A stored statistic as the league's aggregation reads it. */
const statLine = (r: repo.StatRow) => ({
  player_id: r.playerId,
  match_id: r.matchId,
  goals: r.goals,
  assists: r.assists,
  yellow_cards: r.yellowCards,
  red_cards: r.redCards,
  direct_red: r.directRed,
  mvp: r.mvp,
  simple_injuries: r.simpleInjuries,
  serious_injuries: r.seriousInjuries,
});

function tournamentTotals(rows: repo.StatRow[]): PlayerTournamentTotals[] {
  // The latest row of each player names him, his team and the tournament (rows come in match order).
  const latest = new Map(rows.map((r) => [r.playerId, presentStatistic(r)]));
  const totals = aggregatePlayerStats(rows.map(statLine));
  return totals
    .map((t) => {
      const row = latest.get(t.player_id)!;
      return { ...t, player_id: row.player_id, tournament_id: row.tournament_id, team_id: row.team_id };
    })
    .sort((a, b) => b.goals - a.goals || b.assists - a.assists || b.mvp - a.mvp || a.player_id.name.localeCompare(b.player_id.name, 'es'));
}

/**
 * Replaces the match's rows and marks it completed, in one transaction. The completion is a
 * conditional update, so of two racing saves only one writes; a completed match needs the
 * Admin's re-enable first.
 */
export async function saveStatistics(ctx: ServiceContext, body: MatchStatisticsBody) {
  const first = body.statistics[0]!;
  const match = await findMatchOr404(ctx.db, first.match_id);
  if (!actorManagesMatch(ctx.actor, match.homeUserId, match.awayUserId)) throw refuse('match.not_yours');
  if (first.tournament_id !== match.tournamentId) throw refuse('match.statistics_wrong_tournament');
  await requireWritableTournament(ctx.db, match.tournamentId);
  if (match.status !== 'pending') throw refuse('match.completed');
  await requireDirectEntry(ctx, match);
  const squad = await repo.playersOfTeams(ctx.db, [match.teamHomeId, match.teamAwayId], ['registrado', 'bloqueado', 'restringido', 'liberado']);
  const teamOf = new Map(squad.map((p) => [p.id, p.teamId]));
  if (body.statistics.some((s) => !teamOf.has(s.player_id))) throw refuse('match.player_not_in_match');
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.completeMatch(tx, match.id, ctx.clock.now()))) throw refuse('match.completed');
    await repo.replaceStatistics(
      tx,
      match.id,
      body.statistics.map((s) => statisticRow(match, teamOf.get(s.player_id)!, s)),
    );
    // The score is the one the match was created with (001: POST /matches carries score_home and
    // score_away), the same the standings and the bets read: goals in the statistics can differ
    // (an own goal is no player's goal of the scoring side).
    const result = {
      home: match.homeName,
      away: match.awayName,
      homeGoals: match.scoreHome,
      awayGoals: match.scoreAway,
      tournament: match.tournamentName,
    };
    // The result is final in this transaction: the bets tied to the match settle with it, once
    // (docs/decisions/028-bets-from-results-and-reminders.md).
    await announce(tx, ctx, 'result.loaded', ANNOUNCE.resultLoaded(result));
    await afterResultFinal(tx, match.id, ctx.clock);
    // Loaded by staff rather than by one of the two managers: a correction, kept in the log (docs/decisions/022-audit-log.md).
    if (isStaff(ctx.actor.rol)) {
      await recordAudit(tx, {
        actor: ctx.actor,
        kind: 'match.statistics_changed',
        at: ctx.clock.now(),
        teamId: match.teamHomeId,
        reference: `match:${match.id}`,
        before: { status: 'pending' },
        after: { status: 'completed', home_goals: result.homeGoals, away_goals: result.awayGoals, lines: body.statistics.length },
      });
    }
  });
  return { message: MSG.statsSaved };
}

/**
 * Who was suspended for this match (001 §9): the players of both teams whose earlier rounds of
 * the tournament keep them out of the match's round. The statistics entry warns with it.
 */
export async function matchSuspensions(db: DbOrTx, matchId: number) {
  const match = await findMatchOr404(db, matchId);
  const teams = new Set([match.teamHomeId, match.teamAwayId]);
  const rows = (await repo.listStatistics(db, { tournamentId: match.tournamentId, completedOnly: true })).filter(
    (r) => teams.has(r.teamId) && r.matchId !== match.id,
  );
  return { data: suspendedNamed(match.tournamentType as TournamentType, rows, match.stage) };
}

/**
 * The team page: per tournament, its players' totals and who misses the team's next stage and
 * why (001 §9, computed with the pure rule). The next stage follows the last one the team
 * completed in that tournament.
 */
export async function teamStatistics(db: DbOrTx, teamId: number) {
  const [team] = await repo.findTeams(db, [teamId]);
  if (!team) throw refuse('statistics.team_not_found');
  const [rows, tournaments] = await Promise.all([repo.listStatistics(db, { teamId, completedOnly: true }), repo.tournamentsOfTeam(db, teamId)]);
  const matchesOfTeam = await repo.listMatches(db);
  return {
    // One row per player and match, as the documents' client reads it (decision 017); the totals
    // and the server's suspensions per tournament follow beside it.
    data: rows.map(presentStatistic),
    team: { id: team.id, name: team.name, division: team.division },
    tournaments: tournaments.map((t) => {
      const type = t.type as TournamentType;
      const own = rows.filter((r) => r.tournamentId === t.id);
      const names = new Map(own.map((r) => [r.playerId, r.playerName]));
      const lastStage = Math.max(
        0,
        ...matchesOfTeam
          .filter((m) => m.tournamentId === t.id && m.status === 'completed' && (m.teamHomeId === teamId || m.teamAwayId === teamId))
          .map((m) => m.stage),
      );
      const nextStage = nextStageAfter(type, lastStage);
      const totals = aggregatePlayerStats(own.map(statLine));
      const suspended = suspendedNamed(type, own, nextStage);
      return {
        ...tournamentRef(t.id, t.name, type),
        next_stage: nextStage,
        next_stage_name: stageName(type, nextStage),
        players: totals.map((p) => ({ ...p, name: names.get(p.player_id) ?? '' })).sort((a, b) => b.goals - a.goals || a.name.localeCompare(b.name, 'es')),
        suspended,
      };
    }),
  };
}

/** Who of these rows' players misses `stage` and why, with their names (001 §9, the pure rule over completed matches). */
export function suspendedNamed(type: TournamentType, rows: repo.StatRow[], stage: number) {
  const names = new Map(rows.map((r) => [r.playerId, r.playerName]));
  const lines = rows.map((r) => ({
    player_id: r.playerId,
    stage: r.stage,
    yellow_cards: r.yellowCards,
    red_cards: r.redCards,
    direct_red: r.directRed,
    simple_injuries: r.simpleInjuries,
    serious_injuries: r.seriousInjuries,
  }));
  return suspendedFor(type, lines, stage).map((s) => ({ ...s, name: names.get(s.player_id) ?? '' }));
}
