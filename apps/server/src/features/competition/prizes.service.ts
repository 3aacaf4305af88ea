import { ANNOUNCE, COMPETITION_TEXTS, mention, MSG, NOTIFY, prizeBatchError, type PrizesBody } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { conflict, fieldError } from '../../lib/errors';
import { applyMovements } from '../ledger/ledger.service';
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
  const now = ctx.clock.now();
  const tooMany = prizeBatchError(body.prizes.length, await currentSeasonRules(ctx.db));
  if (tooMany) throw fieldError('prizes', tooMany);
  const tournamentIds = [...new Set(body.prizes.map((p) => p.tournament_id))];
  const tournaments = new Map<number, repo.TournamentRow>();
  for (const id of tournamentIds) {
    const t = await repo.findTournament(ctx.db, id);
    if (!t) throw fieldError('prizes', COMPETITION_TEXTS.tournamentNotFound);
    await requireWritableTournament(ctx.db, id);
    tournaments.set(id, t);
  }
  const teams = new Map((await repo.findTeams(ctx.db, [...new Set(body.prizes.map((p) => p.team_id))])).map((t) => [t.id, t]));
  for (const p of body.prizes) {
    const team = teams.get(p.team_id);
    if (!team) throw fieldError('prizes', COMPETITION_TEXTS.teamNotFound);
    if (!team.userId) throw fieldError('prizes', COMPETITION_TEXTS.prizeTeamWithoutManager);
  }
  const created = await moneyTransaction(ctx.db, async (tx) => {
    const out = [];
    for (const p of body.prizes) {
      const team = teams.get(p.team_id)!;
      const row = await repo.insertPrize(tx, {
        tournamentId: p.tournament_id,
        teamId: p.team_id,
        userId: team.userId,
        amount: p.amount,
        position: p.position,
        description: p.description ?? '',
        createdBy: ctx.actor.id,
        createdAt: now,
      });
      if (!row) throw conflict(COMPETITION_TEXTS.prizeAlreadyPaid);
      await applyMovements(
        tx,
        [
          {
            userId: team.userId!,
            amount: p.amount,
            kind: 'prize',
            reference: `prize:${row.id}`,
            description: `Premio ${tournaments.get(p.tournament_id)!.name} (posición ${p.position})`,
          },
        ],
        { actorId: ctx.actor.id, seasonId: tournaments.get(p.tournament_id)!.seasonId },
      );
      const prize = { amount: p.amount, tournament: tournaments.get(p.tournament_id)!.name, position: `la posición ${p.position}` };
      await notify(tx, ctx, [{ userId: team.userId, text: NOTIFY.prizePaid(prize) }]);
      const paid = { manager: mention(team.userId!), team: team.name, tournament: prize.tournament, position: p.position, amount: p.amount };
      await announce(tx, ctx, 'prize.paid', ANNOUNCE.prizePaid(paid));
      out.push({
        id: row.id,
        tournament: { id: row.tournamentId, name: tournaments.get(p.tournament_id)!.name },
        team: { id: row.teamId, name: team.name },
        amount: row.amount,
        position: row.position,
        description: row.description,
        created_at: row.createdAt.toISOString(),
      });
    }
    return out;
  });
  return { message: MSG.prizesSent, data: created };
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
