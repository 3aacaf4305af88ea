import { paths, MARKET_MSG, NOTIFY } from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { publish } from '../../../lib/events';
import { refuse } from '../../../lib/errors';
import { moneyTransaction } from '../../../lib/transaction';
import { notify, resolveNotices } from '../../../features/notifications/notifications.service';
import { lockPlayers } from '../../players/player-reservations';
import { counterparties, playerNames } from '../transfer-notices';
import * as repo from '../transfers.repository';
import * as squad from '../../squad';
import { canCancel, closedTransferConflict } from '../transfer-guards';

/** Either party (or an Admin) withdraws a pending transfer; its players get their status back. */
export async function cancelTransfer(ctx: ServiceContext, id: number) {
  const found = await repo.findTransfer(ctx.db, id);
  if (!found) throw refuse('transfer.not_found');
  if (!canCancel(found, ctx.actor)) throw refuse('transfer.cancel_not_allowed');
  // Accepted and in review, it is staff's to approve or veto (decision 023).
  if (found.acceptedAt) throw refuse('transfer.in_review');
  await moneyTransaction(ctx.db, async (tx) => {
    await lockPlayers(tx, await repo.transferPlayerIds(tx, id));
    const t = await repo.closePending(tx, id, { active: 'no', confirmedBy: ctx.actor.id, confirmedAt: ctx.clock.now() }, repo.STAGE.notAccepted());
    if (!t) throw await closedTransferConflict(tx, id);
    await squad.restoreTransferPlayers(tx, t.id);
    await resolveNotices(tx, ctx, 'transfer.pending', paths.pendingTransfer(t.id));
    const text = NOTIFY.transferCancelled({ players: playerNames(t.transferredPlayers), by: ctx.actor.name });
    await notify(
      tx,
      ctx,
      counterparties(t, ctx.actor.id).map((userId) => ({ userId, text })),
    );
  });
  await publish(ctx, { type: 'transfer.cancelled', payload: { id } });
  return { message: MARKET_MSG.transferCancelledOk };
}
