import { ANNOUNCE, blockCost, blockRefusal, SQUAD_ACTIONS_MSG as M } from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { refuse } from '../../../lib/errors';
import { applyMovements, requireAvailable } from '../../money';
import { announce } from '../../../features/notifications/discord.service';
import { notify } from '../../../features/notifications/notifications.service';
import * as repo from '../squad-actions.repository';
import * as squad from '../../squad';
import { LEDGER_KINDS, act, result, staffNotice } from '../squad-action';

/**
 * `POST /plantel/{id}/bloquear`: the player becomes `bloqueado` for the rest of the season (no
 * clause can be executed on him). The season's first block is free, the next ones cost by CA and
 * division, paid by the team's manager to the league through the ledger; at most blocks_per_team.
 */
export async function blockPlayer(ctx: ServiceContext, playerId: number) {
  return act(ctx, playerId, async ({ tx, rules, seasonId, player, team, state }) => {
    const refusal = blockRefusal(player, state, rules);
    if (refusal) throw refuse('squad.block_refused', refusal);
    const cost = blockCost({ ca: player.ca, division: state.division!, blocksUsed: state.blocksUsed }, rules);
    const actionId = await repo.insertAction(tx, {
      seasonId,
      teamId: team.id,
      playerId: player.id,
      kind: 'block',
      amount: -cost,
      previousStatus: player.status,
      actorId: ctx.actor.id,
    });
    if (cost > 0) {
      // Committed money (open offers, pending transfers, leading bids) cannot pay a block too.
      await requireAvailable(tx, team.userId, cost, { field: 'id_player', actorId: ctx.actor.id });
      await applyMovements(
        tx,
        [{ userId: team.userId, amount: -cost, kind: LEDGER_KINDS.block, reference: `squad_action:${actionId}`, description: M.blockEntry(player.name) }],
        { actorId: ctx.actor.id, seasonId },
      );
    }
    await squad.setSquadPlayer(tx, player.id, { status: 'bloqueado' });
    await notify(tx, ctx, staffNotice(ctx, team, 'bloqueó', player.name, -cost));
    await announce(tx, ctx, 'player.blocked', ANNOUNCE.playerBlocked({ team: team.name, player: player.name, amount: cost }));
    return result(M.blocked(player.name), cost === 0 ? 0 : -cost, state.blocksUsed + 1, rules);
  });
}
