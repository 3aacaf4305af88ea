import {
  ANNOUNCE,
  COMPETITION_TEXTS,
  confirmationDeadline,
  EVIDENCE_MAX_BYTES,
  MATCH_STATE_LABELS,
  NOTIFY,
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
  type ReportBody,
  type ReportStatistic,
  type RuleDisputeBody,
  type TournamentType,
  type WalkoverBody,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { announce } from '../notifications/discord.service';
import { notify } from '../notifications/notifications.service';
import { rulesForSeason } from '../season-rules/season-rules.service';
import { tournamentRef } from './competition.presenters';
import * as repo from './competition.repository';
import { findMatchOr404 } from './matches.service';
import * as results from './results.repository';
import { squadTeams, statisticValues } from './statistics.service';
import { requireWritableTournament } from './tournaments.service';

type Match = repo.MatchRow;
const SERVER_JOB: AuditActor = { job: 'results', name: 'Servidor' };

const names = (m: Match) => ({ home: m.homeName, away: m.awayName });
const withScore = (m: Match, home: number, away: number) => ({ ...names(m), score: scoreText(home, away) });

/** The team the actor manages in this match, or a 403. */
function ownSide(ctx: ServiceContext, m: Match): { teamId: number; opponentUserId: number | null } {
  if (ctx.actor.id === m.homeUserId) return { teamId: m.teamHomeId, opponentUserId: m.awayUserId };
  if (ctx.actor.id === m.awayUserId) return { teamId: m.teamAwayId, opponentUserId: m.homeUserId };
  throw forbidden(RESULTS_MSG.notYourMatchToReport);
}

/** Lines only of players of `teamId` (each manager writes his own team's statistics). */
async function requireOwnLines(db: DbOrTx, m: Match, teamId: number | null, lines: readonly ReportStatistic[]) {
  const teamOf = await squadTeams(db, m);
  for (const l of lines) {
    const team = teamOf.get(l.player_id);
    if (team === undefined) throw fieldError('statistics', COMPETITION_TEXTS.playerNotInMatch);
    if (teamId !== null && team !== teamId) throw fieldError('statistics', RESULTS_MSG.statsNotOwnTeam);
  }
  return teamOf;
}

/** The screenshots decoded, each typed by its bytes and within the size limit; a 422 otherwise. */
function decodeEvidence(items: ReportBody['evidence']) {
  return items.map((item) => {
    const bytes = Buffer.from(item.data, 'base64');
    if (bytes.length === 0) throw fieldError('evidence', RESULTS_MSG.evidenceType);
    if (bytes.length > EVIDENCE_MAX_BYTES) throw fieldError('evidence', RESULTS_MSG.evidenceTooLarge(EVIDENCE_MAX_BYTES / 1024 / 1024));
    const contentType = sniffImageType(bytes);
    if (!contentType) throw fieldError('evidence', RESULTS_MSG.evidenceType);
    return { contentType, size: bytes.length, data: bytes.toString('base64') };
  });
}

async function seasonRulesOf(db: DbOrTx, m: Match) {
  const seasonId = await results.seasonOfTournament(db, m.tournamentId);
  return { seasonId, rules: await rulesForSeason(db, seasonId!) };
}

/** POST /games/{id}/report: a manager of either team reports the score, his team's statistics and screenshots. */
export async function reportResult(ctx: ServiceContext, matchId: number, body: ReportBody) {
  const m = await findMatchOr404(ctx.db, matchId);
  const side = ownSide(ctx, m);
  await requireWritableTournament(ctx.db, m.tournamentId);
  const now = ctx.clock.now();
  const [window, state] = await Promise.all([results.windowOf(ctx.db, m.tournamentId, m.stage), results.matchState(ctx.db, m.id)]);
  const problem = reportProblem({ state: (state?.resultState ?? 'to_play') as MatchState, startsAt: window?.startsAt ?? null, now });
  if (problem) throw problem === RESULTS_MSG.alreadyReported ? conflict(problem) : fieldError('match', problem);
  await requireOwnLines(ctx.db, m, side.teamId, body.statistics);
  const files = decodeEvidence(body.evidence);
  const { rules } = await seasonRulesOf(ctx.db, m);
  await ctx.db.transaction(async (tx) => {
    if (!(await results.setResultState(tx, m.id, ['to_play'], 'reported'))) throw conflict(RESULTS_MSG.alreadyReported);
    const reportId = await results.insertReport(tx, {
      matchId: m.id,
      teamId: side.teamId,
      reportedBy: ctx.actor.id,
      scoreHome: body.score_home,
      scoreAway: body.score_away,
      statistics: body.statistics,
      state: 'pending',
      confirmBy: confirmationDeadline(now, rules.result_confirm_hours),
      createdAt: now,
    });
    if (reportId === null) throw conflict(RESULTS_MSG.alreadyReported);
    await results.insertEvidence(
      tx,
      files.map((f) => ({ ...f, reportId, matchId: m.id, uploadedBy: ctx.actor.id, createdAt: now })),
    );
    await notify(tx, ctx, [
      { userId: side.opponentUserId, text: NOTIFY.matchResult({ ...RESULTS_NOTICE.reported(withScore(m, body.score_home, body.score_away)), matchId: m.id }) },
    ]);
  });
  return { message: RESULTS_MSG.reportSaved };
}

/**
 * The result stands: the match takes its score and statistics and becomes completed once (the
 * conditional update), and the league's channel hears it. Standings, top lists, suspensions and
 * bets read it from here on.
 */
async function applyResult(
  tx: DbOrTx,
  deps: Pick<ServiceDeps, 'clock'>,
  m: Match,
  result: { home: number; away: number; lines: ReportStatistic[]; from: MatchState[] },
) {
  const now = deps.clock.now();
  if (!(await results.finishMatch(tx, m.id, result.from, { scoreHome: result.home, scoreAway: result.away, state: 'confirmed', at: now }))) {
    throw conflict(RESULTS_MSG.noOpenReport);
  }
  const teamOf = await squadTeams(tx, m);
  await repo.replaceStatistics(
    tx,
    m.id,
    result.lines.filter((l) => teamOf.has(l.player_id)).map((l) => statisticValues(m, teamOf.get(l.player_id)!, l)),
  );
  await announce(
    tx,
    deps,
    'result.loaded',
    ANNOUNCE.resultLoaded({ ...names(m), homeGoals: result.home, awayGoals: result.away, tournament: m.tournamentName }),
  );
}

const linesOf = (v: unknown) => (Array.isArray(v) ? (v as ReportStatistic[]) : []);
interface DisputeVersion {
  score_home: number;
  score_away: number;
  statistics: ReportStatistic[];
  comment: string;
}

/** The opponent of the reporter (not the reporter, a manager of the other team) or a 403. */
function requireOpponent(ctx: ServiceContext, m: Match, report: results.ReportRow) {
  const side = ownSide(ctx, m);
  if (side.teamId === report.teamId) throw forbidden(RESULTS_MSG.notOpponent);
  return side;
}

/** POST /games/{id}/report/confirm: the opponent accepts, adding his own team's statistics. */
export async function confirmReport(ctx: ServiceContext, matchId: number, body: ConfirmReportBody) {
  const m = await findMatchOr404(ctx.db, matchId);
  const report = await results.openReport(ctx.db, m.id, 'pending');
  if (!report) throw conflict(RESULTS_MSG.noOpenReport);
  const side = requireOpponent(ctx, m, report);
  await requireOwnLines(ctx.db, m, side.teamId, body.statistics);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const done = await results.moveReport(tx, report.id, 'pending', {
      state: 'confirmed',
      opponentStatistics: body.statistics,
      decidedAt: now,
      decidedBy: ctx.actor.name,
    });
    if (!done) throw conflict(RESULTS_MSG.noOpenReport);
    await applyResult(tx, ctx, m, {
      home: report.scoreHome,
      away: report.scoreAway,
      lines: [...linesOf(report.statistics), ...body.statistics],
      from: ['reported'],
    });
    await notify(tx, ctx, [
      { userId: report.reportedBy, text: NOTIFY.matchResult({ ...RESULTS_NOTICE.confirmed(withScore(m, report.scoreHome, report.scoreAway)), matchId: m.id }) },
    ]);
  });
  return { message: RESULTS_MSG.reportConfirmed };
}

/** POST /games/{id}/report/dispute: the opponent's version of the disputed fields and his comment; staff rule. */
export async function disputeReport(ctx: ServiceContext, matchId: number, body: DisputeReportBody) {
  const m = await findMatchOr404(ctx.db, matchId);
  const report = await results.openReport(ctx.db, m.id, 'pending');
  if (!report) throw conflict(RESULTS_MSG.noOpenReport);
  requireOpponent(ctx, m, report);
  await requireOwnLines(ctx.db, m, null, body.statistics);
  const dispute: DisputeVersion = { score_home: body.score_home, score_away: body.score_away, statistics: body.statistics, comment: body.comment };
  await ctx.db.transaction(async (tx) => {
    const done = await results.moveReport(tx, report.id, 'pending', { state: 'disputed', dispute, disputedBy: ctx.actor.id });
    if (!done) throw conflict(RESULTS_MSG.noOpenReport);
    if (!(await results.setResultState(tx, m.id, ['reported'], 'disputed'))) throw conflict(RESULTS_MSG.noOpenReport);
    await notify(tx, ctx, [{ userId: report.reportedBy, text: NOTIFY.matchResult({ ...RESULTS_NOTICE.disputed(names(m)), matchId: m.id }) }]);
  });
  return { message: RESULTS_MSG.reportDisputed };
}

/** POST /games/{id}/report/rule (staff): one version stands; audited. */
export async function ruleDispute(ctx: ServiceContext, matchId: number, body: RuleDisputeBody) {
  const m = await findMatchOr404(ctx.db, matchId);
  await requireWritableTournament(ctx.db, m.tournamentId);
  const report = await results.openReport(ctx.db, m.id, 'disputed');
  if (!report) throw conflict(RESULTS_MSG.noDispute);
  const dispute = report.dispute as DisputeVersion;
  const reported = { score_home: report.scoreHome, score_away: report.scoreAway, statistics: linesOf(report.statistics) };
  const [chosen, other] = body.version === 'report' ? [reported, dispute] : [dispute, reported];
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const done = await results.moveReport(tx, report.id, 'disputed', { state: 'ruled', decidedAt: now, decidedBy: ctx.actor.name });
    if (!done) throw conflict(RESULTS_MSG.noDispute);
    await applyResult(tx, ctx, m, {
      home: chosen.score_home,
      away: chosen.score_away,
      lines: ruledLines(linesOf(chosen.statistics), linesOf(other.statistics)),
      from: ['disputed'],
    });
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'match.dispute_ruled',
      at: now,
      seasonId: await results.seasonOfTournament(tx, m.tournamentId),
      reference: `match:${m.id}`,
      before: {
        reported: { score_home: reported.score_home, score_away: reported.score_away },
        dispute: { score_home: dispute.score_home, score_away: dispute.score_away },
      },
      after: { version: body.version, score_home: chosen.score_home, score_away: chosen.score_away },
      reason: body.comment ?? null,
    });
    const text = RESULTS_NOTICE.ruled(withScore(m, chosen.score_home, chosen.score_away));
    await notify(
      tx,
      ctx,
      [m.homeUserId, m.awayUserId].map((userId) => ({ userId, text: NOTIFY.matchResult({ ...text, matchId: m.id }) })),
    );
  });
  return { message: RESULTS_MSG.disputeRuled };
}

/**
 * POST /games/{id}/walkover (staff): after the round's deadline with nothing reported, the
 * claiming team wins by the season's walkover score, or the match is closed as unplayed. Audited.
 */
export async function giveWalkover(ctx: ServiceContext, matchId: number, body: WalkoverBody) {
  const m = await findMatchOr404(ctx.db, matchId);
  await requireWritableTournament(ctx.db, m.tournamentId);
  const [window, state] = await Promise.all([results.windowOf(ctx.db, m.tournamentId, m.stage), results.matchState(ctx.db, m.id)]);
  const now = ctx.clock.now();
  const problem = walkoverProblem({ state: (state?.resultState ?? 'to_play') as MatchState, deadlineAt: window?.deadlineAt ?? null, now });
  if (problem) throw conflict(problem);
  const { seasonId, rules } = await seasonRulesOf(ctx.db, m);
  const score = body.outcome === 'unplayed' ? { home: 0, away: 0 } : walkoverScore(body.outcome, rules.walkover_goals);
  const finalState = body.outcome === 'unplayed' ? 'unplayed' : 'walkover';
  await ctx.db.transaction(async (tx) => {
    if (!(await results.finishMatch(tx, m.id, ['to_play'], { scoreHome: score.home, scoreAway: score.away, state: finalState, at: now }))) {
      throw conflict(RESULTS_MSG.walkoverNotOpen);
    }
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: finalState === 'walkover' ? 'match.walkover' : 'match.unplayed',
      at: now,
      seasonId,
      teamId: body.outcome === 'home' ? m.teamHomeId : body.outcome === 'away' ? m.teamAwayId : null,
      reference: `match:${m.id}`,
      before: { state: 'to_play' },
      after: { state: finalState, score_home: score.home, score_away: score.away },
      reason: body.reason ?? null,
    });
    const text = finalState === 'walkover' ? RESULTS_NOTICE.walkover(withScore(m, score.home, score.away)) : RESULTS_NOTICE.unplayed(names(m));
    await notify(
      tx,
      ctx,
      [m.homeUserId, m.awayUserId].map((userId) => ({ userId, text: NOTIFY.matchResult({ ...text, matchId: m.id }) })),
    );
    if (finalState === 'walkover') {
      await announce(
        tx,
        ctx,
        'result.loaded',
        ANNOUNCE.resultLoaded({ ...names(m), homeGoals: score.home, awayGoals: score.away, tournament: m.tournamentName }),
      );
    }
  });
  return { message: finalState === 'walkover' ? RESULTS_MSG.walkoverGiven : RESULTS_MSG.unplayedMarked };
}

/**
 * The server confirms every pending report whose deadline has come (docs/decisions/024). Each is
 * claimed by a conditional update inside its own transaction, so of several processes (or a
 * process catching up after a restart) exactly one confirms it and writes its audit entry.
 */
export async function confirmDueReports(deps: ServiceDeps, onError: (err: unknown) => void = () => {}) {
  let confirmed = 0;
  for (const due of await results.dueReports(deps.db, deps.clock.now())) {
    try {
      if (await confirmBySilence(deps, due.id, due.matchId)) confirmed++;
    } catch (err) {
      onError(err);
    }
  }
  return confirmed;
}

async function confirmBySilence(deps: ServiceDeps, reportId: number, matchId: number) {
  const m = await findMatchOr404(deps.db, matchId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const report = await results.moveReport(tx, reportId, 'pending', { state: 'confirmed', decidedAt: now, decidedBy: 'Servidor' });
    if (!report) return false;
    await applyResult(tx, deps, m, { home: report.scoreHome, away: report.scoreAway, lines: linesOf(report.statistics), from: ['reported'] });
    await recordAudit(tx, {
      actor: SERVER_JOB,
      kind: 'match.confirmed_by_silence',
      at: now,
      seasonId: await results.seasonOfTournament(tx, m.tournamentId),
      reference: `match:${m.id}`,
      before: { state: 'reported', confirm_by: report.confirmBy.toISOString() },
      after: { state: 'confirmed', score_home: report.scoreHome, score_away: report.scoreAway },
    });
    const text = RESULTS_NOTICE.confirmedBySilence(withScore(m, report.scoreHome, report.scoreAway));
    await notify(
      tx,
      deps,
      [m.homeUserId, m.awayUserId].map((userId) => ({ userId, text: NOTIFY.matchResult({ ...text, matchId: m.id }) })),
    );
    return true;
  });
}

/** GET /games/{id}/report: the match's state, its latest report with both versions, and its screenshots. */
export async function getMatchReport(db: DbOrTx, matchId: number): Promise<MatchReportResponse> {
  const m = await findMatchOr404(db, matchId);
  const type = m.tournamentType as TournamentType;
  const [window, state, report, evidence] = await Promise.all([
    results.windowOf(db, m.tournamentId, m.stage),
    results.matchState(db, m.id),
    results.latestReport(db, m.id),
    results.evidenceOfMatch(db, m.id),
  ]);
  const teamOf = await squadTeams(db, m);
  const squad = await repo.playersOfTeams(db, [m.teamHomeId, m.teamAwayId], ['registrado', 'bloqueado', 'restringido', 'liberado']);
  const playerName = new Map(squad.map((p) => [p.id, p.name]));
  const named = (lines: ReportStatistic[]) => lines.filter((l) => teamOf.has(l.player_id)).map((l) => ({ ...l, name: playerName.get(l.player_id) ?? '' }));
  const people = await results.userNames(db, report ? [report.reportedBy, ...(report.disputedBy ? [report.disputedBy] : [])] : []);
  const resultState = (state?.resultState ?? 'to_play') as MatchState;
  const dispute = report?.dispute as DisputeVersion | null | undefined;
  return {
    match: {
      id: m.id,
      tournament: tournamentRef(m.tournamentId, m.tournamentName, type),
      stage: m.stage,
      stage_name: stageName(type, m.stage),
      team_home: { id: m.teamHomeId, name: m.homeName, user_id: m.homeUserId },
      team_away: { id: m.teamAwayId, name: m.awayName, user_id: m.awayUserId },
      score_home: m.scoreHome,
      score_away: m.scoreAway,
      state: resultState,
      state_label: MATCH_STATE_LABELS[resultState],
      starts_at: window?.startsAt.toISOString() ?? null,
      deadline_at: window?.deadlineAt.toISOString() ?? null,
    },
    report: report
      ? {
          id: report.id,
          state: report.state,
          reported_by: { id: report.reportedBy, name: people.get(report.reportedBy) ?? '' },
          team_id: report.teamId,
          reported_at: report.createdAt.toISOString(),
          confirm_by: report.confirmBy.toISOString(),
          reported: {
            score_home: report.scoreHome,
            score_away: report.scoreAway,
            statistics: named([...linesOf(report.statistics), ...linesOf(report.opponentStatistics)]),
          },
          dispute:
            dispute && report.disputedBy
              ? {
                  score_home: dispute.score_home,
                  score_away: dispute.score_away,
                  statistics: named(linesOf(dispute.statistics)),
                  comment: dispute.comment,
                  by: { id: report.disputedBy, name: people.get(report.disputedBy) ?? '' },
                }
              : null,
          decided_at: report.decidedAt?.toISOString() ?? null,
          decided_by: report.decidedBy,
        }
      : null,
    evidence: evidence.map((e) => ({ id: e.id, url: `/api/evidence/${e.id}`, content_type: e.contentType, size: e.size })),
  };
}

/** GET /evidence/{id}: one screenshot's bytes and its sniffed type (logged-in users only: the route). */
export async function evidenceImage(db: DbOrTx, id: number) {
  const file = await results.evidenceFile(db, id);
  if (!file) throw notFound(RESULTS_MSG.evidenceNotFound);
  return { contentType: file.contentType, bytes: Buffer.from(file.data, 'base64') };
}
