import { ANNOUNCE, NOTIFY, releaseCredit, releaseRefusal, SQUAD_ACTIONS_MSG as M } from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { refuse } from '../../../lib/errors';
import { applyMovements } from '../../money';
import { announce } from '../../../features/notifications/discord.service';
import { notify } from '../../../features/notifications/notifications.service';
import { freeAgentTeamId } from '../../../features/settings/settings.service';
import { pricesPaidThisSeason } from '../release-history';
import * as repo from '../squad-actions.repository';
import * as squad from '../../squad';
import { LEDGER_KINDS, act, result, staffNotice } from '../squad-action';

/**
 * `POST /plantel/{id}/liberar`: the player goes to the free agents (`liberado`, the free-agent
 * team) and the team's manager receives his value × release_factor (60%) from the league.
 */
export async function releasePlayer(ctx: ServiceContext, playerId: number) {
  const freeAgents = await freeAgentTeamId(ctx.db);
  return act(ctx, playerId, async ({ tx, rules, seasonId, player, team, state }) => {
    const refusal = releaseRefusal(player) ?? (team.id === freeAgents ? M.notInSquad(player.name) : null);
    if (refusal) throw refuse('squad.release_refused', refusal);
    // At most what the team paid for him if he arrived this season (decision 013: no money pump).
    const paid = await pricesPaidThisSeason(tx, { teamId: team.id, managerId: team.userId, seasonId, playerIds: [player.id] });
    const credit = releaseCredit(player.value, rules, paid.get(player.id) ?? null);
    const actionId = await repo.insertAction(tx, {
      seasonId,
      teamId: team.id,
      playerId: player.id,
      kind: 'release',
      amount: credit,
      previousStatus: player.status,
      actorId: ctx.actor.id,
    });
    await applyMovements(
      tx,
      [{ userId: team.userId, amount: credit, kind: LEDGER_KINDS.release, reference: `squad_action:${actionId}`, description: M.releaseEntry(player.name) }],
      { actorId: ctx.actor.id, seasonId },
    );
    await squad.setSquadPlayer(tx, player.id, { teamId: freeAgents, status: 'liberado' });
    // Everybody else may want the new free agent (auctions): told in the app and on Discord.
    const others = await repo.otherManagers(tx, team.userId);
    const freeAgent = NOTIFY.playerReleased({ player: player.name, playerId: player.id, team: team.name });
    await notify(tx, ctx, [...staffNotice(ctx, team, 'liberó', player.name, credit), ...others.map((userId) => ({ userId, text: freeAgent }))]);
    await announce(tx, ctx, 'player.released', ANNOUNCE.playerReleased({ team: team.name, player: player.name, value: player.value }));
    return result(M.released(player.name), credit, state.blocksUsed, rules);
  });
}
