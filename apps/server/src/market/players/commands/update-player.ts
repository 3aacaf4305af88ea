import type { PlayerUpdateBody } from '@superliga/league';
import type { Tx } from '../../../db/client';
import type { ServiceContext } from '../../../lib/context';
import { moneyTransaction } from '../../../lib/transaction';
import { changedFields, recordAudit } from '../../../features/audit/audit.service';
import { editPlayerIn, teamForEdit } from '../player-edit';
import * as repo from '../players.repository';
import { getPlayer } from '../queries';

/**
 * `PUT /players/{id}`: staff edit a player. A player held by an open operation (pending transfer,
 * open offer, open auction) keeps its team and status until that operation is confirmed or
 * cancelled: moving, releasing or re-statusing it is a 409 naming the operation (the reservation rule).
 */
export async function updatePlayer(ctx: ServiceContext, id: number, body: PlayerUpdateBody) {
  const teamId = await teamForEdit(ctx.db, body.status, body.id_team);
  const before = await repo.playerFacts(ctx.db, id);
  await moneyTransaction(ctx.db, async (tx) => {
    await editPlayerIn(tx, id, {
      name: body.name,
      teamId,
      // An empty status means "unchanged" (000 §4).
      ...(body.status ? { status: body.status } : {}),
      value: body.value,
      ca: body.ca,
      pa: body.pa,
      age: body.age,
    });
    await auditPlayerEdit(tx, ctx, id, before);
  });
  return getPlayer(ctx.db, id);
}

/**
 * One audit entry for a staff edit that changed something (docs/decisions/022-audit-log.md): the
 * fields that changed, before and after; the player's team (old and new) is the team it touches.
 */
async function auditPlayerEdit(tx: Tx, ctx: ServiceContext, id: number, before: Awaited<ReturnType<typeof repo.playerFacts>>) {
  const after = await repo.playerFacts(tx, id);
  const changed = before && after && changedFields(before, after);
  if (!changed) return;
  // The player's name stays in `before` even when unchanged: the entry says whom it was about.
  await recordAudit(tx, {
    actor: ctx.actor,
    kind: 'player.edited',
    at: ctx.clock.now(),
    teamId: after.team_id,
    reference: `player:${id}`,
    before: { name: before.name, ...changed.before },
    after: changed.after,
  });
}
