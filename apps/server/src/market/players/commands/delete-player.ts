import { CORE_MSG, MSG } from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { conflict, notFound } from '../../../lib/errors';
import { recordAudit } from '../../../features/audit/audit.service';
import * as repo from '../players.repository';

/**
 * `DELETE /players/{id}`: deleting is for mistakes only: a player with any market or match history
 * is kept (409) so no history loses its player; liberating moves it to the free agents instead.
 */
export async function deletePlayer(ctx: ServiceContext, id: number) {
  if (!(await repo.findPlayer(ctx.db, id))) throw notFound(CORE_MSG.playerNotFound);
  if (await repo.hasHistory(ctx.db, id)) throw conflict(CORE_MSG.playerHasHistory);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.playerFacts(tx, id);
    await repo.deletePlayer(tx, id);
    await recordAudit(tx, { actor: ctx.actor, kind: 'player.deleted', at: ctx.clock.now(), teamId: before?.team_id, reference: `player:${id}`, before });
  });
  return { message: MSG.playerDeleted };
}
