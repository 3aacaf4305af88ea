import {
  closingLines,
  finalPositions,
  isLeagueType,
  prizeBatchError,
  prizesInClosing,
  SEASON_MSG,
  tablePositions,
  tournamentFinished,
  type Closing,
  type TournamentType,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import { actingUserId, type ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { moneyTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit.service';
import { applyMovements } from '../../market/money';
import { rulesForSeason } from '../season-rules/season-rules.service';
import * as closings from './closing.repository';
import { tournamentRef } from './competition.presenters';
import * as repo from './competition.repository';
import { payPrize } from './prizes.service';
import { getTournament, requireWritableTournament } from './tournaments.service';

/**
 * What closing a tournament pays (docs/decisions/025-season-close-and-rollover.md): the prize of
 * each final position by the season's prize table and, in a league, each team's objective against
 * its table position. The preview and the payment both come from here, so they cannot differ.
 */
type ClosedPosition = { team_id: number; position: number; manager_id: number | null };

export async function closingOf(db: DbOrTx, tournamentId: number): Promise<Closing> {
  return (await computeClosing(db, tournamentId)).view;
}

async function computeClosing(db: DbOrTx, tournamentId: number): Promise<{ view: Closing; positions: ClosedPosition[] }> {
  const tournament = await getTournament(db, tournamentId);
  const type = tournament.type as TournamentType;
  const rules = await rulesForSeason(db, tournament.seasonId);
  const matches = (await repo.listMatches(db, tournament.id)).map((m) => ({
    team_home: m.teamHomeId,
    team_away: m.teamAwayId,
    score_home: m.scoreHome,
    score_away: m.scoreAway,
    stage: m.stage,
    status: m.status,
    homeName: m.homeName,
    awayName: m.awayName,
  }));
  const closed = await closings.findClosing(db, tournament.id);
  const teamNames = new Map<number, string>();
  for (const m of matches) teamNames.set(m.team_home, m.homeName).set(m.team_away, m.awayName);
  const standingTeams = [...teamNames].map(([id, name]) => ({ id, name }));
  const finished = tournamentFinished(matches);
  const problems: string[] = [];
  if (matches.length === 0) problems.push(SEASON_MSG.tournamentWithoutMatches);
  else if (!finished) problems.push(SEASON_MSG.tournamentNotFinished);
  const positions = closed ? closed.positions : finished ? finalPositions(type, standingTeams, matches) : [];
  if (positions === null) problems.push(SEASON_MSG.finalDrawn);
  const league = isLeagueType(type);
  const table = league ? tablePositions(standingTeams, matches) : undefined;
  const objectives = league ? new Map((await closings.seasonObjectives(db, tournament.seasonId)).map((o) => [o.teamId, o.objective])) : undefined;
  const lines = closingLines({
    positions: positions ?? [],
    prizeTable: rules.prize_table[type] ?? [],
    tablePositions: table,
    objectives,
    step: rules.objective_step,
  });
  const teams = new Map(
    (
      await closings.teamsWithManagers(
        db,
        (positions ?? []).map((p) => p.team_id),
      )
    ).map((t) => [t.id, t]),
  );
  const tooMany = prizeBatchError(prizesInClosing(lines), rules);
  if (tooMany) problems.push(tooMany);
  for (const l of lines) {
    const team = teams.get(l.team_id);
    if (team && !team.userId) problems.push(SEASON_MSG.closingTeamWithoutManager(team.name));
  }
  if (closed) problems.splice(0, problems.length, SEASON_MSG.tournamentAlreadyClosed);
  const view = lines.map((l) => {
    const team = teams.get(l.team_id);
    return {
      team: { id: l.team_id, name: team?.name ?? teamNames.get(l.team_id) ?? '' },
      manager: team?.userId ? { id: team.userId, name: team.userName ?? '' } : null,
      position: l.position,
      prize: l.prize,
      objective: l.objective,
      table_position: table?.get(l.team_id) ?? null,
      objective_amount: l.objective_amount,
      total: l.prize + l.objective_amount,
    };
  });
  const closing: Closing = {
    tournament: tournamentRef(tournament.id, tournament.name, type),
    season: { id: tournament.seasonId, name: tournament.seasonName },
    finished,
    closed: closed ? { at: closed.closedAt.toISOString(), by: closed.closedBy ? { id: closed.closedBy, name: closed.closedByName ?? '' } : null } : null,
    lines: view,
    total: view.reduce((sum, l) => sum + l.total, 0),
    prizes: prizesInClosing(lines),
    prizes_limit: rules.prizes_per_batch,
    problems,
  };
  // The manager of each team when it closed: the palmarés credits him (honours.rules).
  return { view: closing, positions: (positions ?? []).map((p) => ({ ...p, manager_id: teams.get(p.team_id)?.userId ?? null })) };
}

/**
 * Closes the tournament and pays what its preview shows, once: the closing row is inserted first
 * (its primary key is the tournament), so of two racing closings one pays and the other gets 409
 * with nothing written. Everything (prizes, objectives, audit entry) is one money transaction.
 */
export async function closeTournament(ctx: ServiceContext, tournamentId: number) {
  await requireWritableTournament(ctx.db, tournamentId);
  const tournament = await getTournament(ctx.db, tournamentId);
  await moneyTransaction(ctx.db, async (tx) => {
    const { view: preview, positions } = await computeClosing(tx, tournamentId);
    if (preview.closed) throw refuse('tournament.already_closed');
    if (preview.problems.length > 0) throw refuse('tournament.close_refused', preview.problems[0]!);
    const now = ctx.clock.now();
    const row = await closings.insertClosing(tx, {
      tournamentId,
      seasonId: tournament.seasonId,
      positions,
      total: preview.total,
      closedBy: actingUserId(ctx.actor),
      closedAt: now,
    });
    if (!row) throw refuse('tournament.already_closed');
    for (const l of preview.lines) {
      const team = { id: l.team.id, name: l.team.name, userId: l.manager?.id ?? null };
      if (l.prize > 0) await payPrize(tx, ctx, { tournament, team, position: l.position, amount: l.prize, description: SEASON_MSG.closingTitle });
      if (l.objective_amount !== 0 && l.objective !== null && l.table_position !== null) {
        await applyMovements(
          tx,
          [
            {
              userId: l.manager!.id,
              amount: l.objective_amount,
              kind: 'objective',
              reference: `objective:${tournamentId}:${l.team.id}`,
              description: SEASON_MSG.objectiveDescription(tournament.name, l.objective, l.table_position),
            },
          ],
          { actorId: ctx.actor.id, seasonId: tournament.seasonId },
        );
      }
    }
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'tournament.closed',
      at: now,
      seasonId: tournament.seasonId,
      reference: `tournament:${tournamentId}`,
      after: {
        positions,
        total: preview.total,
        lines: preview.lines.map((l) => ({ team_id: l.team.id, prize: l.prize, objective_amount: l.objective_amount })),
      },
    });
  });
  return { ...(await closingOf(ctx.db, tournamentId)), message: SEASON_MSG.tournamentClosed };
}

/** The tournaments of a season and whether each was closed, for the rollover's preview. */
export async function tournamentsClosedIn(db: DbOrTx, seasonId: number) {
  const closed = new Set((await closings.listClosings(db)).map((c) => c.tournamentId));
  return (await repo.listTournaments(db, seasonId)).map((t) => ({ name: t.name, type: t.type, closed: closed.has(t.id) }));
}
