import { DIVISIONS, isAdmin, MARKET_MSG, NOTIFY, transferCommitsBuyer, transferPlayersError, type TransferBody } from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { publish } from '../../../lib/events';
import { refuse } from '../../../lib/errors';
import { moneyTransaction } from '../../../lib/transaction';
import { requireAvailable } from '../../money';
import { notify } from '../../../features/notifications/notifications.service';
import { lockPlayers, requireFree, RESERVED_STATUS } from '../../players/player-reservations';
import { rulesForSeason } from '../../../features/season-rules/season-rules.service';
import { refuseReturnAfterRelease } from '../../squad/release-history';
import { counterparties } from '../transfer-notices';
import * as repo from '../transfers.repository';
import * as squad from '../../squad';
import { requireMarketOpen, resolvePlayers } from '../transfer-guards';

/**
 * `POST /transfer`: the players of id_team_from go to id_team_to for `budget`, paid by the
 * receiving team's manager (buy_by) to the giving team's (sold_by) once the other party confirms.
 * Players are reserved (bloqueado) until then. The buyer's budget is checked and committed only
 * when he (or staff) proposes: a seller's proposal never reads the buyer's money, else its answer
 * would tell the seller whether the buyer can pay (decision 013); the buyer's acceptance checks it.
 */
export async function createTransfer(ctx: ServiceContext, body: TransferBody) {
  const d = body.data;
  const admin = isAdmin(ctx.actor.rol);
  if (d.created_by !== undefined && d.created_by !== ctx.actor.id && !admin) throw refuse('transfer.creator_mismatch');
  const season = await requireMarketOpen(ctx);
  const rules = await rulesForSeason(ctx.db, season.id);
  const tooMany = transferPlayersError(d.transferred_players.length, rules);
  if (tooMany) throw refuse('transfer.too_many_players', tooMany);

  const teamRows = await repo.findTeams(ctx.db, [d.id_team_from, d.id_team_to]);
  const from = teamRows.find((t) => t.id === d.id_team_from);
  const to = teamRows.find((t) => t.id === d.id_team_to);
  if (!from || !to) throw refuse('transfer.team_not_found');
  const inLeague = (division: string | null) => (DIVISIONS as readonly string[]).includes(division ?? '');
  if (!inLeague(from.division) || !inLeague(to.division)) throw refuse('transfer.team_outside_league');
  if (!from.userId || !to.userId) throw refuse('transfer.team_without_manager');
  if (!admin && ctx.actor.id !== from.userId && ctx.actor.id !== to.userId) throw refuse('transfer.not_allowed');
  if (d.buy_by !== to.userId) throw refuse('transfer.buyer_mismatch');
  if (d.sold_by !== from.userId) throw refuse('transfer.seller_mismatch');
  const playerIds = await resolvePlayers(ctx.db, from.id, d.transferred_players);

  const id = await moneyTransaction(ctx.db, async (tx) => {
    // Players first (by id), then the budget: the market's lock order (decision 009).
    const locked = await lockPlayers(tx, playerIds);
    if (locked.length !== playerIds.length || locked.some((p) => p.teamId !== from.id)) {
      throw refuse('transfer.players_not_in_team');
    }
    await requireFree(tx, locked, 'transfer');
    await refuseReturnAfterRelease(tx, { players: locked, teamId: to.id, seasonId: season.id, rules });
    const parties = { createdBy: ctx.actor.id, buyBy: to.userId!, soldBy: from.userId! };
    if (d.budget > 0 && transferCommitsBuyer(parties)) await requireAvailable(tx, to.userId!, d.budget, { field: 'budget', actorId: ctx.actor.id });
    const transfer = await repo.insertTransfer(tx, {
      seasonId: season.id,
      transferredPlayers: locked.map((p) => p.name).join(', '),
      teamFromId: from.id,
      teamToId: to.id,
      budget: d.budget,
      status: 'bloqueado',
      createdBy: ctx.actor.id,
      buyBy: to.userId!,
      soldBy: from.userId!,
      createdAt: ctx.clock.now(),
    });
    await repo.insertTransferPlayers(
      tx,
      locked.map((p) => ({ transferId: transfer.id, playerId: p.id, previousStatus: p.status })),
    );
    await squad.setPlayersStatus(tx, playerIds, RESERVED_STATUS);
    const text = NOTIFY.transferPending({ id: transfer.id, from: ctx.actor.name, players: locked.map((p) => p.name), amount: d.budget });
    await notify(
      tx,
      ctx,
      counterparties({ buyBy: to.userId!, soldBy: from.userId! }, ctx.actor.id).map((userId) => ({ userId, text })),
    );
    return transfer.id;
  });
  await publish(ctx, { type: 'transfer.created', payload: { id } });
  return { message: MARKET_MSG.transferCreated, id };
}
