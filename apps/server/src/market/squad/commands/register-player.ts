import { registerRefusal, SQUAD_ACTIONS_MSG as M } from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { refuse } from '../../../lib/errors';
import { notify } from '../../../features/notifications/notifications.service';
import * as repo from '../squad-actions.repository';
import * as squad from '../../squad';
import { act, result, staffNotice } from '../squad-action';

/**
 * `POST /plantel/{id}/inscribir`: the player is registered (`registrado`) on the season's list; free.
 * A `bloqueado` player only when the request gives up his protection against clauses (decision 041).
 */
export async function registerPlayer(ctx: ServiceContext, playerId: number, options: { liftProtection?: boolean } = {}) {
  return act(ctx, playerId, async ({ tx, rules, seasonId, player, team, state }) => {
    const refusal = registerRefusal(player, state, rules, options.liftProtection === true);
    if (refusal) throw refuse('squad.register_refused', refusal);
    await repo.insertAction(tx, {
      seasonId,
      teamId: team.id,
      playerId: player.id,
      kind: 'register',
      amount: 0,
      previousStatus: player.status,
      actorId: ctx.actor.id,
    });
    await squad.setSquadPlayer(tx, player.id, { status: 'registrado' });
    await notify(tx, ctx, staffNotice(ctx, team, 'inscribió', player.name, 0));
    return result(M.registered(player.name), 0, state.blocksUsed, rules);
  });
}
