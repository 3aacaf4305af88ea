import { isStaff, mayEnterDirectly, mayManageMatch, MSG, PLAYING_STATUSES, type CreateMatchBody } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { Actor, ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { presentMatch } from './competition.presenters';
import { recordAudit } from '../audit/audit.service';
import * as repo from './competition.repository';
import { requireWritableTournament } from './tournaments.service';
import * as results from './results.repository';

/**
 * A round with a play window is reported and confirmed by the two managers; loading its result
 * directly is staff's (a correction, audited) (docs/decisions/024-results-reported-and-confirmed.md).
 */
export async function requireDirectEntry(ctx: ServiceContext, match: { tournamentId: number; stage: number }) {
  // Staff may always (league's mayEnterDirectly): they skip reading the round's window.
  if (isStaff(ctx.actor.rol)) return;
  const roundWindow = await results.windowOf(ctx.db, match.tournamentId, match.stage);
  if (!mayEnterDirectly(ctx.actor.rol, Boolean(roundWindow))) throw refuse('match.direct_entry_closed');
}

/** League's `mayManageMatch` for an actor, the teams' managers named by user id. */
export const actorManagesMatch = (actor: Actor, homeUserId: number | null, awayUserId: number | null): boolean =>
  mayManageMatch(actor.rol, actor.id === homeUserId || actor.id === awayUserId);

export async function listMatches(db: DbOrTx, filter: { tournamentId?: number; seasonId?: number }) {
  return { data: (await repo.listMatches(db, filter.tournamentId, filter.seasonId)).map(presentMatch) };
}

export async function findMatchOr404(db: DbOrTx, id: number) {
  const m = await repo.findMatch(db, id);
  if (!m) throw refuse('match.not_found');
  return m;
}

/** GET /games/{id}: `{ data }`, as the documents' client reads it (decision 017). */
export async function getMatch(db: DbOrTx, id: number) {
  return { data: presentMatch(await findMatchOr404(db, id)) };
}

export async function createMatch(ctx: ServiceContext, body: CreateMatchBody) {
  const teams = await repo.findTeams(ctx.db, [body.team_home_id, body.team_away_id]);
  const home = teams.find((t) => t.id === body.team_home_id);
  const away = teams.find((t) => t.id === body.team_away_id);
  if (!home || !away) throw refuse('match.needs_teams');
  // 001 §8: only Primera and Segunda teams play league matches.
  if (!home.division || !away.division) throw refuse('match.team_not_in_league');
  const tournament = await repo.findTournament(ctx.db, body.tournament_id);
  if (!tournament) throw refuse('match.needs_tournament');
  await requireWritableTournament(ctx.db, tournament.id);
  if (!actorManagesMatch(ctx.actor, home.userId, away.userId)) throw refuse('match.not_yours');
  await requireDirectEntry(ctx, { tournamentId: tournament.id, stage: body.stage });
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    // A round with a window already has its match waiting to be played: staff's entry gives it its score.
    const windowed = await results.windowOf(tx, tournament.id, body.stage);
    const waiting = windowed && (await results.waitingMatch(tx, { tournamentId: tournament.id, teamHomeId: home.id, teamAwayId: away.id, stage: body.stage }));
    if (waiting) {
      await results.setWaitingScore(tx, waiting, body.score_home, body.score_away);
      await recordAudit(tx, {
        actor: ctx.actor,
        kind: 'match.corrected',
        at: now,
        teamId: home.id,
        reference: `match:${waiting}`,
        after: { score_home: body.score_home, score_away: body.score_away, stage: body.stage, status: 'pending' },
      });
      return waiting;
    }
    if (body.fixture_id !== undefined) {
      const fixture = await repo.findFixture(tx, body.fixture_id);
      if (!fixture) throw refuse('match.fixture_not_found');
      if (fixture.teamHomeId !== home.id || fixture.teamAwayId !== away.id) throw refuse('match.fixture_mismatch');
      if (fixture.matchId !== null) throw refuse('match.fixture_used');
    }
    const matchId = await repo.insertMatch(tx, {
      teamHomeId: home.id,
      teamAwayId: away.id,
      tournamentId: tournament.id,
      scoreHome: body.score_home,
      scoreAway: body.score_away,
      stage: body.stage,
      status: 'pending',
      matchDate: now,
      fixtureId: body.fixture_id ?? null,
      createdBy: ctx.actor.id,
      createdAt: now,
    });
    if (matchId === null) throw refuse('match.exists');
    // Conditional link: of two racing creations from one fixture only one keeps it.
    if (body.fixture_id !== undefined && !(await repo.linkFixture(tx, body.fixture_id, matchId))) throw refuse('match.fixture_used');
    // A result typed by staff, not by one of the two managers, is a correction (docs/decisions/022-audit-log.md).
    if (isStaff(ctx.actor.rol)) {
      await recordAudit(tx, {
        actor: ctx.actor,
        kind: 'match.corrected',
        at: now,
        teamId: home.id,
        reference: `match:${matchId}`,
        after: { team_home_id: home.id, team_away_id: away.id, score_home: body.score_home, score_away: body.score_away, stage: body.stage, status: 'pending' },
      });
    }
    return matchId;
  });
  return { ...presentMatch(await findMatchOr404(ctx.db, id)), message: MSG.matchCreated };
}

/** Admin only (route): a completed match goes back to pending so its statistics can be loaded again. */
export async function reopenMatch(ctx: ServiceContext, id: number) {
  const match = await findMatchOr404(ctx.db, id);
  await requireWritableTournament(ctx.db, match.tournamentId);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.reopenMatch(tx, id))) throw refuse('match.not_found');
    // A report still waiting would otherwise be confirmed later by the server's job (docs/decisions/024).
    await results.supersedeOpenReport(tx, id);
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'match.corrected',
      at: ctx.clock.now(),
      teamId: match.teamHomeId,
      reference: `match:${id}`,
      before: { status: match.status },
      after: { status: 'pending' },
    });
  });
  return { message: MSG.matchReopened };
}

/** Squad members of both teams (PLAYING_STATUSES: a 'liberado' player has left the team). */
export async function playersOfTeams(db: DbOrTx, teamIds: number[]) {
  const rows = await repo.playersOfTeams(db, teamIds, PLAYING_STATUSES);
  return { data: rows.map((p) => ({ id: p.id, name: p.name, id_team: { id: p.teamId, name: p.teamName }, status: p.status })) };
}
