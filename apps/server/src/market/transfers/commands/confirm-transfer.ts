import { paths, MSG, NOTIFY, acceptanceOutcome } from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { publish } from '../../../lib/events';
import { refuse } from '../../../lib/errors';
import { moneyTransaction } from '../../../lib/transaction';
import { notify, resolveNotices } from '../../../features/notifications/notifications.service';
import { lockPlayers } from '../../players/players.service';
import { rulesForSeason } from '../../../features/season-rules/season-rules.service';
import { acceptForReview } from '../transfer-review.service';
import { counterparties, moveTransfer, playerNames } from '../transfer-move';
import * as repo from '../transfers.repository';
import { canConfirm, closedTransferConflict } from '../transfer-guards';

/**
 * `POST /transferencia_confirmada/{id}`: exactly once, however many requests race. With no trade
 * review in the season the transfer is final at once; otherwise the other party's confirmation is
 * an acceptance and the transfer waits in review (decision 023, transfer-review.service.ts).
 */
export async function confirmTransfer(ctx: ServiceContext, id: number) {
  const found = await repo.findTransfer(ctx.db, id);
  if (!found) throw refuse('transfer.not_found');
  if (!canConfirm(found, ctx.actor)) throw refuse('transfer.confirm_not_allowed');
  if (found.acceptedAt) throw refuse('transfer.in_review');
  const outcome = acceptanceOutcome(ctx.clock.now(), await rulesForSeason(ctx.db, found.seasonId));
  if (outcome.kind === 'review') return acceptForReview(ctx, id, outcome);
  await moneyTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    // The players first, then the transfer row, then the budgets (decision 009).
    const locked = await lockPlayers(tx, await repo.transferPlayerIds(tx, id));
    const t = await repo.closePending(tx, id, { confirmed: 'yes', active: 'no', confirmedBy: ctx.actor.id, confirmedAt: now }, repo.STAGE.notAccepted());
    if (!t) throw await closedTransferConflict(tx, id);
    await moveTransfer(tx, ctx, t, locked);
    await resolveNotices(tx, ctx, 'transfer.pending', paths.pendingTransfer(id));
    const text = NOTIFY.transferConfirmed({ players: playerNames(t.transferredPlayers), amount: t.budget });
    await notify(
      tx,
      ctx,
      counterparties(t, ctx.actor.id).map((userId) => ({ userId, text })),
    );
  });
  await publish(ctx, { type: 'transfer.confirmed', payload: { id } });
  return { message: MSG.transferDone };
}
