import { objectionRefusal, TRADE_REVIEW_MSG, type TransferObjectionBody } from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { refuse } from '../../../lib/errors';
import { recordAudit } from '../../../features/audit/audit.service';
import { notify } from '../../../features/notifications/notifications.service';
import { managedTeam } from '../../../features/teams/teams.service';
import { staffUserIds } from '../../../features/users/users.service';
import { playerNames } from '../transfer-notices';
import * as repo from '../transfers.repository';
import { reviewNotice } from '../trade-review';

/** `POST /transfers/{id}/objections`: another manager objects during the window; the reason reaches staff only. */
export async function objectToTransfer(ctx: ServiceContext, id: number, body: TransferObjectionBody) {
  const found = await repo.findTransfer(ctx.db, id);
  if (!found) throw refuse('transfer.objection_not_found');
  if (!(await managedTeam(ctx.db, ctx.actor.id))) throw refuse('transfer.objector_without_team');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const input = { state: found.review, until: found.reviewUntil, now, readerId: ctx.actor.id, parties: [found.buyBy, found.soldBy, found.createdBy] };
    const refusal = objectionRefusal({ ...input, alreadyObjected: false });
    if (refusal) throw refuse(refusal);
    if (!(await repo.insertObjection(tx, { transferId: id, userId: ctx.actor.id, reason: body.reason, createdAt: now }))) {
      throw refuse('transfer.already_objected');
    }
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'transfer.objected',
      at: now,
      userId: ctx.actor.id,
      seasonId: found.seasonId,
      reference: `transfer:${id}`,
      reason: body.reason,
    });
    const players = playerNames(found.transferredPlayers).join(', ');
    const staff = await staffUserIds(tx);
    await notify(
      tx,
      ctx,
      staff.map((userId) => ({ userId, text: reviewNotice('transfer.pending', TRADE_REVIEW_MSG.noticeObjection(players)) })),
    );
  });
  return { message: TRADE_REVIEW_MSG.objectionSaved };
}
