import { ANNOUNCE, mention, MSG, NOTIFY, prizeBatchError, SEASON_MSG, type PrizesBody } from '@superliga/league';
import type { DbOrTx, Tx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { applyMovements } from '../../market/money';
import { announce } from '../notifications/discord.service';
import { notify } from '../notifications/notifications.service';
import { currentSeasonRules } from '../season-rules/season-rules.service';
import { presentTournament } from './competition.presenters';
import * as repo from './competition.repository';
import { requireWritableTournament } from './tournaments.service';
import { moneyTransaction } from '../../lib/transaction';

/**
 * One transaction for the whole batch: every prize is recorded and credits the team's manager
 * through the ledger (kind 'prize'). A (tournament, team, position) already paid refuses the
 * batch with 409 and nothing is written; the unique index settles racing batches.
 */
export async function sendPrizes(ctx: ServiceContext, body: PrizesBody) {
  const tooMany = prizeBatchError(body.prizes.length, await currentSeasonRules(ctx.db));
  if (tooMany) throw refuse('prize.batch_too_large', tooMany);
  const tournamentIds = [...new Set(body.prizes.map((p) => p.tournament_id))];
  const tournaments = new Map<number, repo.TournamentRow>();
  for (const id of tournamentIds) {
    const t = await repo.findTournament(ctx.db, id);
    if (!t) throw refuse('prize.tournament_not_found');
    await requireWritableTournament(ctx.db, id);
    tournaments.set(id, t);
  }
  const teams = new Map((await repo.findTeams(ctx.db, [...new Set(body.prizes.map((p) => p.team_id))])).map((t) => [t.id, t]));
  for (const p of body.prizes) {
    const team = teams.get(p.team_id);
    if (!team) throw refuse('prize.team_not_found');
    if (!team.userId) throw refuse('prize.team_without_manager');
  }
  const created = await moneyTransaction(ctx.db, async (tx) => {
    const out = [];
    for (const p of body.prizes) {
      const team = teams.get(p.team_id)!;
      const tournament = tournaments.get(p.tournament_id)!;
      out.push(await payPrize(tx, ctx, { tournament, team, position: p.position, amount: p.amount, description: p.description ?? '' }));
    }
    return out;
  });
  return { message: MSG.prizesSent, data: created };
}

/**
 * Pays one prize in the caller's money transaction: the prize row (unique per tournament, team and
 * position: a repeat is refused with 409) and its ledger credit, the notice and the announcement.
 * The one payer of prizes, for a batch and for a tournament's closing (docs/decisions/025-season-close-and-rollover.md).
 */
export async function payPrize(
  tx: Tx,
  ctx: ServiceContext,
  p: {
    tournament: { id: number; name: string; seasonId: number };
    team: { id: number; name: string; userId: number | null };
    position: number;
    amount: number;
    description: string;
  },
) {
  const row = await repo.insertPrize(tx, {
    tournamentId: p.tournament.id,
    teamId: p.team.id,
    userId: p.team.userId,
    amount: p.amount,
    position: p.position,
    description: p.description,
    createdBy: ctx.actor.id,
    createdAt: ctx.clock.now(),
  });
  if (!row) throw refuse('prize.already_paid');
  await applyMovements(
    tx,
    [
      {
        userId: p.team.userId!,
        amount: p.amount,
        kind: 'prize',
        reference: `prize:${row.id}`,
        description: SEASON_MSG.prizeDescription(p.tournament.name, p.position),
      },
    ],
    { actorId: ctx.actor.id, seasonId: p.tournament.seasonId },
  );
  const prize = { amount: p.amount, tournament: p.tournament.name, position: `la posición ${p.position}` };
  await notify(tx, ctx, [{ userId: p.team.userId, text: NOTIFY.prizePaid(prize) }]);
  const paid = { manager: mention(p.team.userId!), team: p.team.name, tournament: prize.tournament, position: p.position, amount: p.amount };
  await announce(tx, ctx, 'prize.paid', ANNOUNCE.prizePaid(paid));
  return {
    id: row.id,
    tournament: { id: row.tournamentId, name: p.tournament.name },
    team: { id: row.teamId, name: p.team.name },
    amount: row.amount,
    position: row.position,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPrizes(db: DbOrTx) {
  const rows = await repo.listPrizes(db);
  return {
    data: rows.map((p) => ({
      id: p.id,
      tournament: { id: p.tournamentId, name: p.tournamentName },
      team: { id: p.teamId, name: p.teamName },
      amount: p.amount,
      position: p.position,
      description: p.description,
      created_at: p.createdAt.toISOString(),
    })),
  };
}

/** GET /create-prizes (its answer is not shown in 001 §7): what the prize form offers, the current season's tournaments and the league teams. */
export async function prizeFormData(db: DbOrTx) {
  const season = await repo.currentSeason(db);
  const tournaments = season ? await repo.listTournaments(db, season.id) : [];
  const teams = await repo.leagueTeams(db);
  return {
    season: season ? { id: season.id, name: season.name } : null,
    tournaments: tournaments.map(presentTournament),
    teams: teams.map((t) => ({ id: t.id, name: t.name, division: t.division, id_user: t.userId !== null ? { id: t.userId, name: t.userName ?? '' } : null })),
  };
}
