import { TRADE_REVIEW_MSG, type TransferReviewBody } from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { publish } from '../../../lib/events';
import { refuse } from '../../../lib/errors';
import { moneyTransaction } from '../../../lib/transaction';
import { lockPlayers } from '../../players/player-reservations';
import * as squad from '../../squad';
import { moveTransfer } from '../transfer-move';
import { playerNames } from '../transfer-notices';
import * as repo from '../transfers.repository';
import { auditReview, reviewNotice, tellParties } from '../trade-review';

/** `POST /transfers/{id}/review` (staff): approve (final now) or veto (players released, nothing moves), with a reason. */
export async function reviewTransfer(ctx: ServiceContext, id: number, body: TransferReviewBody) {
  const found = await repo.findTransfer(ctx.db, id);
  if (!found) throw refuse('transfer.review_not_found');
  const now = ctx.clock.now();
  const decided = { reviewedBy: ctx.actor.id, reviewedAt: now, reviewReason: body.reason };
  await moneyTransaction(ctx.db, async (tx) => {
    const locked = await lockPlayers(tx, await repo.transferPlayerIds(tx, id));
    const set =
      body.decision === 'approve'
        ? { ...decided, review: 'approved', confirmed: 'yes', active: 'no', confirmedBy: ctx.actor.id, confirmedAt: now }
        : { ...decided, review: 'vetoed', active: 'no', confirmedBy: ctx.actor.id, confirmedAt: now };
    // The one conditional update: two approvals (or an approval and a veto) racing decide once.
    const t = await repo.closePending(tx, id, set, repo.STAGE.inReview());
    if (!t) throw refuse('transfer.review_decided');
    const players = playerNames(t.transferredPlayers).join(', ');
    if (body.decision === 'approve') {
      await moveTransfer(tx, ctx, t, locked);
      await auditReview(tx, ctx, ctx.actor, 'transfer.approved', found, t, body.reason);
      await tellParties(tx, ctx, t, reviewNotice('transfer.confirmed', TRADE_REVIEW_MSG.noticeApproved(players, body.reason)));
    } else {
      await squad.restoreTransferPlayers(tx, t.id);
      await auditReview(tx, ctx, ctx.actor, 'transfer.vetoed', found, t, body.reason);
      await tellParties(tx, ctx, t, reviewNotice('transfer.cancelled', TRADE_REVIEW_MSG.noticeVetoed(players, body.reason)));
    }
  });
  await publish(ctx, body.decision === 'veto' ? { type: 'transfer.cancelled', payload: { id } } : { type: 'transfer.confirmed', payload: { id } });
  return { message: body.decision === 'approve' ? TRADE_REVIEW_MSG.approved : TRADE_REVIEW_MSG.vetoed };
}
