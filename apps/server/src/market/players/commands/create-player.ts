import type { PlayerCreateBody } from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { recordAudit } from '../../../features/audit/audit.service';
import { insertPlayerIn, teamForEdit } from '../player-edit';
import * as repo from '../players.repository';
import { getPlayer } from '../queries';

/** `POST /players` (staff): a new player, audited; answers him as the API shows a player. */
export async function createPlayer(ctx: ServiceContext, body: PlayerCreateBody) {
  const teamId = await teamForEdit(ctx.db, body.status, body.id_team);
  const id = await ctx.db.transaction(async (tx) => {
    const playerId = await insertPlayerIn(tx, {
      name: body.name,
      teamId,
      status: body.status ?? 'registrado',
      value: body.value,
      ca: body.ca,
      pa: body.pa,
      age: body.age,
    });
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'player.created',
      at: ctx.clock.now(),
      teamId,
      reference: `player:${playerId}`,
      after: await repo.playerFacts(tx, playerId),
    });
    return playerId;
  });
  return getPlayer(ctx.db, id);
}
