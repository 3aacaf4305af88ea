import {
  confirmationDeadline,
  EVIDENCE_MAX_BYTES,
  MATCH_STATE_LABELS,
  paths,
  reportProblem,
  RESULTS_MSG,
  RESULTS_NOTICE,
  ruledLines,
  scoreText,
  sniffImageType,
  stageName,
  walkoverProblem,
  walkoverScore,
  type ConfirmReportBody,
  type DisputeReportBody,
  type MatchReportResponse,
  type MatchState,
  type NotificationText,
  type ReportBody,
  type ReportStatistic,
  type RuleDisputeBody,
  type TournamentType,
  type WalkoverBody,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import { systemActor, type Actor, type ServiceContext, type ServiceDeps } from '../../lib/context';
import { refuse, refuseOn, rethrow } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';
import { rulesForSeason } from '../season-rules/season-rules.service';
import { staffUserIds } from '../users/users.service';
import { tournamentRef } from './competition.presenters';
import { playersOfTeams, type MatchRow } from './competition.repository';
import { actorManagesMatch, findMatchOr404 } from './matches.service';
import { teamsOfPlayers, writeFinalResult } from './result-final';
import * as repo from './results.repository';
import { requireWritableTournament } from './tournaments.service';

/**
 * Results reported by one manager and confirmed by the other (docs/decisions/024-results-reported-and-confirmed.md):
 * a report waits for the opponent's confirmation or dispute; silence past its deadline confirms it
 * (the server's job); staff rule disputes and close matches nobody reported (walkover, unplayed).
 */

const M = RESULTS_MSG;
type Side = 'home' | 'away';
const sideOf = (match: MatchRow, userId: number): Side | null => (match.homeUserId === userId ? 'home' : match.awayUserId === userId ? 'away' : null);
const teamOfSide = (match: MatchRow, side: Side) => (side === 'home' ? match.teamHomeId : match.teamAwayId);
const partyIds = (match: MatchRow) => [match.homeUserId, match.awayUserId];

/** The match's notice text, under the kind the users chose a delivery for. */
const notice = (match: MatchRow, text: { title: string; body: string }): NotificationText => ({ kind: 'match.result', ...text, link: paths.match(match.id) });
const teamsText = (match: MatchRow) => ({ home: match.homeName, away: match.awayName });
const resultText = (match: MatchRow, home: number, away: number) => ({ ...teamsText(match), score: scoreText(home, away) });

async function tellParties(tx: DbOrTx, deps: Pick<ServiceDeps, 'clock'>, match: MatchRow, text: NotificationText, alsoStaff = false) {
  const staff = alsoStaff ? await staffUserIds(tx) : [];
  const ids = [...new Set([...partyIds(match), ...staff].filter((id): id is number => typeof id === 'number'))];
  await notify(
    tx,
    deps,
    ids.map((userId) => ({ userId, text })),
  );
}

/** Every player of the lines belongs to the given team (a manager writes his own team's sheet). */
async function requireOwnPlayers(db: DbOrTx, match: MatchRow, teamId: number, lines: readonly ReportStatistic[], field = 'statistics') {
  if (!lines.length) return;
  const teamOf = await teamsOfPlayers(db, [match.teamHomeId, match.teamAwayId]);
  if (lines.some((l) => teamOf.get(l.player_id) !== teamId)) throw refuseOn(field, 'result.stats_not_own_team');
}

/** Decodes and checks each screenshot: its size and its type read from its bytes (never the client's word). */
function decodeEvidence(items: ReportBody['evidence']) {
  return items.map((item, i) => {
    const bytes = Buffer.from(item.data, 'base64');
    if (bytes.length > EVIDENCE_MAX_BYTES) throw refuseOn(`evidence.${i}`, 'result.evidence_too_large', EVIDENCE_MAX_BYTES / 1024 / 1024);
    const type = sniffImageType(bytes);
    if (!type || bytes.length === 0) throw refuseOn(`evidence.${i}`, 'result.evidence_type');
    return { contentType: type, size: bytes.length, data: bytes.toString('base64') };
  });
}

/** POST /games/{id}/report: a manager of either team reports the score, his team's statistics and screenshots. */
export async function reportResult(ctx: ServiceContext, matchId: number, body: ReportBody) {
  const match = await findMatchOr404(ctx.db, matchId);
  const side = sideOf(match, ctx.actor.id);
  if (!side) throw refuse('result.not_your_match');
  await requireWritableTournament(ctx.db, match.tournamentId);
  const window = await repo.windowOf(ctx.db, match.tournamentId, match.stage);
  const now = ctx.clock.now();
  const problem = reportProblem({ state: match.resultState as MatchState, startsAt: window?.startsAt ?? null, now });
  if (problem) throw refuse('result.report_refused', problem);
  const teamId = teamOfSide(match, side);
  await requireOwnPlayers(ctx.db, match, teamId, body.statistics);
  const evidence = decodeEvidence(body.evidence);
  const rules = await rulesForSeason(ctx.db, match.seasonId);
  const confirmBy = confirmationDeadline(now, rules.result_confirm_hours);
  const reportId = await ctx.db.transaction(async (tx) => {
    // The state moves once: of two managers reporting at once, one report stands.
    if (!(await repo.moveMatchState(tx, match.id, ['to_play'], 'reported'))) throw refuse('result.already_reported');
    const report = await repo.insertReport(tx, {
      matchId: match.id,
      teamId,
      reportedBy: ctx.actor.id,
      scoreHome: body.score_home,
      scoreAway: body.score_away,
      statistics: body.statistics,
      state: 'pending',
      confirmBy,
      createdAt: now,
    });
    if (!report) throw refuse('result.already_reported');
    await repo.insertEvidence(
      tx,
      evidence.map((e) => ({ ...e, reportId: report.id, matchId: match.id, uploadedBy: ctx.actor.id, createdAt: now })),
    );
    const opponent = side === 'home' ? match.awayUserId : match.homeUserId;
    await notify(tx, ctx, [{ userId: opponent, text: notice(match, RESULTS_NOTICE.reported(resultText(match, body.score_home, body.score_away))) }]);
    return report.id;
  });
  return { message: M.reportSaved, report_id: reportId, confirm_by: confirmBy.toISOString() };
}

/** Who may read a report and its screenshots: the two managers and staff (league's `mayManageMatch`). */
function requireReader(match: MatchRow, actor: Actor) {
  if (!actorManagesMatch(actor, match.homeUserId, match.awayUserId)) throw refuse('result.report_private');
}

type Line = ReportStatistic;
const asLines = (v: unknown): Line[] => (Array.isArray(v) ? (v as Line[]) : []);
interface DisputeJson {
  score_home: number;
  score_away: number;
  statistics: Line[];
  comment: string;
}

/** GET /games/{id}/report: the match, its latest report with both versions, and its screenshots. */
export async function getReport(ctx: ServiceContext, matchId: number): Promise<MatchReportResponse> {
  const match = await findMatchOr404(ctx.db, matchId);
  requireReader(match, ctx.actor);
  const [window, latest, evidence] = await Promise.all([
    repo.windowOf(ctx.db, match.tournamentId, match.stage),
    repo.latestReport(ctx.db, match.id),
    repo.evidenceOf(ctx.db, match.id),
  ]);
  const type = match.tournamentType as TournamentType;
  const state = match.resultState as MatchState;
  const teamOf = await teamsOfPlayers(ctx.db, [match.teamHomeId, match.teamAwayId]);
  const names = await playerNames(ctx.db, match);
  const named = (lines: Line[]) => lines.filter((l) => teamOf.has(l.player_id)).map((l) => ({ ...l, name: names.get(l.player_id) ?? '' }));
  let report: MatchReportResponse['report'] = null;
  if (latest) {
    const r = latest.report;
    const dispute = r.dispute as DisputeJson | null;
    const disputer = dispute ? await repo.userName(ctx.db, r.disputedBy) : null;
    report = {
      id: r.id,
      state: r.state,
      reported_by: { id: r.reportedBy, name: latest.reporterName },
      team_id: r.teamId,
      reported_at: r.createdAt.toISOString(),
      confirm_by: r.confirmBy.toISOString(),
      reported: { score_home: r.scoreHome, score_away: r.scoreAway, statistics: named([...asLines(r.statistics), ...asLines(r.opponentStatistics)]) },
      dispute: dispute
        ? {
            score_home: dispute.score_home,
            score_away: dispute.score_away,
            statistics: named(dispute.statistics),
            comment: dispute.comment,
            by: { id: r.disputedBy ?? 0, name: disputer ?? '' },
          }
        : null,
      decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
      decided_by: r.decidedBy,
    };
  }
  return {
    match: {
      id: match.id,
      tournament: tournamentRef(match.tournamentId, match.tournamentName, type),
      stage: match.stage,
      stage_name: stageName(type, match.stage),
      team_home: { id: match.teamHomeId, name: match.homeName, user_id: match.homeUserId },
      team_away: { id: match.teamAwayId, name: match.awayName, user_id: match.awayUserId },
      score_home: match.scoreHome,
      score_away: match.scoreAway,
      state,
      state_label: MATCH_STATE_LABELS[state],
      starts_at: window ? window.startsAt.toISOString() : null,
      deadline_at: window ? window.deadlineAt.toISOString() : null,
    },
    report,
    evidence: evidence.map((e) => ({ id: e.id, url: `/api/games/${match.id}/evidence/${e.id}`, content_type: e.contentType, size: e.size })),
  };
}

async function playerNames(db: DbOrTx, match: MatchRow) {
  const squad = await playersOfTeams(db, [match.teamHomeId, match.teamAwayId], ['registrado', 'bloqueado', 'restringido', 'liberado']);
  return new Map(squad.map((p) => [p.id, p.name]));
}

/** GET /games/{id}/evidence/{evidenceId}: one screenshot's bytes, for the same readers as the report. */
export async function evidenceImage(ctx: ServiceContext, matchId: number, evidenceId: number) {
  const match = await findMatchOr404(ctx.db, matchId);
  requireReader(match, ctx.actor);
  const row = await repo.evidenceBytes(ctx.db, match.id, evidenceId);
  if (!row) throw refuse('result.evidence_not_found');
  return { contentType: row.contentType, bytes: Buffer.from(row.data, 'base64') };
}

/** The open report the opponent answers, checked: he is the other team's manager. */
async function openReportForOpponent(ctx: ServiceContext, matchId: number) {
  const match = await findMatchOr404(ctx.db, matchId);
  const side = sideOf(match, ctx.actor.id);
  if (!side) throw refuse('result.not_opponent');
  const latest = await repo.latestReport(ctx.db, match.id);
  if (!latest || latest.report.state !== 'pending') throw refuse('result.no_open_report');
  if (latest.report.teamId === teamOfSide(match, side)) throw refuse('result.own_report');
  await requireWritableTournament(ctx.db, match.tournamentId);
  return { match, report: latest.report, teamId: teamOfSide(match, side) };
}

/** POST /games/{id}/report/confirm: the opponent agrees (adding his own team's statistics); the result is final. */
export async function confirmReport(ctx: ServiceContext, matchId: number, body: ConfirmReportBody) {
  const { match, report, teamId } = await openReportForOpponent(ctx, matchId);
  await requireOwnPlayers(ctx.db, match, teamId, body.statistics);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const moved = await repo.moveReport(tx, report.id, 'pending', {
      state: 'confirmed',
      opponentStatistics: body.statistics,
      decidedAt: now,
      decidedBy: ctx.actor.name,
    });
    if (!moved) throw refuse('result.no_open_report');
    const lines = ruledLines(asLines(moved.statistics), body.statistics);
    if (!(await writeFinalResult(tx, ctx, match, { home: moved.scoreHome, away: moved.scoreAway, lines, state: 'confirmed' })))
      throw refuse('result.no_open_report');
    await tellParties(tx, ctx, match, notice(match, RESULTS_NOTICE.confirmed(resultText(match, moved.scoreHome, moved.scoreAway))));
  });
  return { message: M.reportConfirmed };
}

/** POST /games/{id}/report/dispute: the opponent's version and why; staff decide. */
export async function disputeReport(ctx: ServiceContext, matchId: number, body: DisputeReportBody) {
  const { match, report, teamId } = await openReportForOpponent(ctx, matchId);
  await requireOwnPlayers(ctx.db, match, teamId, body.statistics);
  await ctx.db.transaction(async (tx) => {
    const dispute: DisputeJson = { score_home: body.score_home, score_away: body.score_away, statistics: body.statistics, comment: body.comment };
    const moved = await repo.moveReport(tx, report.id, 'pending', { state: 'disputed', dispute, disputedBy: ctx.actor.id });
    if (!moved) throw refuse('result.no_open_report');
    await repo.moveMatchState(tx, match.id, ['reported'], 'disputed');
    await tellParties(tx, ctx, match, notice(match, RESULTS_NOTICE.disputed(teamsText(match))), true);
  });
  return { message: M.reportDisputed };
}

/** POST /games/{id}/report/rule (staff): which version stands; the other version fills the players it does not name. */
export async function ruleDispute(ctx: ServiceContext, matchId: number, body: RuleDisputeBody) {
  const match = await findMatchOr404(ctx.db, matchId);
  await requireWritableTournament(ctx.db, match.tournamentId);
  const latest = await repo.latestReport(ctx.db, match.id);
  if (!latest || latest.report.state !== 'disputed' || !latest.report.dispute) throw refuse('result.no_dispute');
  const report = latest.report;
  const dispute = report.dispute as DisputeJson;
  const reported = asLines(report.statistics);
  const chosen =
    body.version === 'report'
      ? { home: report.scoreHome, away: report.scoreAway, lines: ruledLines(reported, dispute.statistics) }
      : { home: dispute.score_home, away: dispute.score_away, lines: ruledLines(dispute.statistics, reported) };
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const moved = await repo.moveReport(tx, report.id, 'disputed', { state: 'ruled', decidedAt: now, decidedBy: ctx.actor.name });
    if (!moved) throw refuse('result.no_dispute');
    if (!(await writeFinalResult(tx, ctx, match, { ...chosen, state: 'confirmed' }))) throw refuse('result.no_dispute');
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'match.dispute_ruled',
      at: now,
      teamId: match.teamHomeId,
      seasonId: match.seasonId,
      reference: `match:${match.id}`,
      before: { reported: scoreText(report.scoreHome, report.scoreAway), disputed: scoreText(dispute.score_home, dispute.score_away) },
      after: { version: body.version, score: scoreText(chosen.home, chosen.away) },
      reason: body.comment || undefined,
    });
    await tellParties(tx, ctx, match, notice(match, RESULTS_NOTICE.ruled(resultText(match, chosen.home, chosen.away))));
  });
  return { message: M.disputeRuled };
}

/** POST /games/{id}/walkover (staff): nobody reported by the deadline; the claiming team wins by the rulebook's score, or the match is unplayed. */
export async function closeUnreported(ctx: ServiceContext, matchId: number, body: WalkoverBody) {
  const match = await findMatchOr404(ctx.db, matchId);
  await requireWritableTournament(ctx.db, match.tournamentId);
  const window = await repo.windowOf(ctx.db, match.tournamentId, match.stage);
  const now = ctx.clock.now();
  const problem = walkoverProblem({ state: match.resultState as MatchState, deadlineAt: window?.deadlineAt ?? null, now });
  if (problem) throw refuse('result.walkover_refused', problem);
  const rules = await rulesForSeason(ctx.db, match.seasonId);
  await ctx.db.transaction(async (tx) => {
    if (body.outcome === 'unplayed') {
      if (!(await repo.moveMatchState(tx, match.id, ['to_play'], 'unplayed'))) throw refuse('result.walkover_not_open');
      await recordAudit(tx, {
        actor: ctx.actor,
        kind: 'match.unplayed',
        at: now,
        teamId: match.teamHomeId,
        seasonId: match.seasonId,
        reference: `match:${match.id}`,
        before: { state: 'to_play' },
        after: { state: 'unplayed' },
        reason: body.reason || undefined,
      });
      await tellParties(tx, ctx, match, notice(match, RESULTS_NOTICE.unplayed(teamsText(match))));
      return;
    }
    const score = walkoverScore(body.outcome, rules.walkover_goals);
    if (!(await writeFinalResult(tx, ctx, match, { home: score.home, away: score.away, lines: [], state: 'walkover' })))
      throw refuse('result.walkover_not_open');
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'match.walkover',
      at: now,
      teamId: teamOfSide(match, body.outcome),
      seasonId: match.seasonId,
      reference: `match:${match.id}`,
      before: { state: 'to_play' },
      after: { state: 'walkover', score: scoreText(score.home, score.away) },
      reason: body.reason || undefined,
    });
    await tellParties(tx, ctx, match, notice(match, RESULTS_NOTICE.walkover(resultText(match, score.home, score.away))));
  });
  return { message: body.outcome === 'unplayed' ? M.unplayedMarked : M.walkoverGiven };
}

/** The results job's name in the audit log. */
const RESULTS_JOB = systemActor('results');

export const dueReports = (deps: ServiceDeps) => repo.dueReports(deps.db, deps.clock.now());

/**
 * The server's part: every report nobody answered by its deadline is confirmed, once across
 * processes (the report's conditional move from pending), audited as the job's decision.
 */
export async function confirmDueReports(deps: ServiceDeps, onError: (err: unknown, reportId: number) => void = rethrow) {
  const ctx = deps;
  const now = deps.clock.now();
  const done: number[] = [];
  for (const due of await dueReports(deps)) {
    try {
      const match = await findMatchOr404(deps.db, due.matchId);
      const confirmed = await deps.db.transaction(async (tx) => {
        const moved = await repo.moveReport(tx, due.id, 'pending', { state: 'confirmed', decidedAt: now, decidedBy: RESULTS_JOB.name });
        if (!moved) return false;
        const lines = asLines(moved.statistics);
        if (!(await writeFinalResult(tx, ctx, match, { home: moved.scoreHome, away: moved.scoreAway, lines, state: 'confirmed' }))) {
          throw refuse('result.no_open_report');
        }
        await recordAudit(tx, {
          actor: RESULTS_JOB,
          kind: 'match.confirmed_by_silence',
          at: now,
          teamId: moved.teamId,
          seasonId: match.seasonId,
          reference: `match:${match.id}`,
          before: { state: 'reported', confirm_by: moved.confirmBy.toISOString() },
          after: { state: 'confirmed', score: scoreText(moved.scoreHome, moved.scoreAway) },
        });
        await tellParties(tx, ctx, match, notice(match, RESULTS_NOTICE.confirmedBySilence(resultText(match, moved.scoreHome, moved.scoreAway))));
        return true;
      });
      if (confirmed) done.push(due.id);
    } catch (err) {
      onError(err, due.id);
    }
  }
  return done;
}
