import {
  acceptanceOutcome,
  formatLeagueTime,
  MSG,
  NOTIFY,
  paths,
  TRADE_REVIEW_MSG,
  TRADE_REVIEW_STATE_LABELS,
  type AcceptanceOutcome,
} from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { publish } from '../../../lib/events';
import { refuse } from '../../../lib/errors';
import { moneyTransaction } from '../../../lib/transaction';
import { notify, resolveNotices } from '../../../features/notifications/notifications.service';
import { staffUserIds } from '../../../features/users/users.service';
import { lockBudget, requireAvailable } from '../../money';
import { lockPlayers, requireWhereExpected, RESERVED_STATUS } from '../../players/player-reservations';
import { rulesForSeason } from '../../../features/season-rules/season-rules.service';
import { moveTransfer } from '../transfer-move';
import { counterparties, playerNames } from '../transfer-notices';
import * as repo from '../transfers.repository';
import { reviewNotice } from '../trade-review';
import { canConfirm, closedTransferConflict } from '../transfer-guards';

/**
 * `POST /transferencia_confirmada/{id}`: exactly once, however many requests race. With no trade
 * review in the season the transfer is final at once; otherwise the other party's confirmation is
 * an acceptance and the transfer waits in review (decision 023, trade-review.ts).
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

/** The other party's confirmation when the season reviews trades: the transfer is accepted and waits. */
async function acceptForReview(ctx: ServiceContext, id: number, outcome: Extract<AcceptanceOutcome, { kind: 'review' }>) {
  const now = ctx.clock.now();
  await moneyTransaction(ctx.db, async (tx) => {
    const locked = await lockPlayers(tx, await repo.transferPlayerIds(tx, id));
    const t = await repo.closePending(
      tx,
      id,
      { acceptedBy: ctx.actor.id, acceptedAt: now, review: outcome.state, reviewUntil: outcome.until },
      repo.STAGE.notAccepted(),
    );
    if (!t) throw refuse('transfer.in_review');
    requireWhereExpected(locked, { teamId: t.teamFromId, status: RESERVED_STATUS });
    // The buyer agrees to pay now: his money must be free and is held from here on (commitments).
    if (t.budget > 0) {
      await lockBudget(tx, t.buyBy);
      await requireAvailable(tx, t.buyBy, t.budget, { field: 'budget', excluding: { transferId: t.id }, actorId: ctx.actor.id });
    }
    const text = reviewNotice(
      'transfer.pending',
      TRADE_REVIEW_MSG.noticeUnderReview(playerNames(t.transferredPlayers).join(', '), TRADE_REVIEW_STATE_LABELS[outcome.state]),
    );
    const staff = outcome.state === 'staff' ? await staffUserIds(tx) : [];
    await notify(
      tx,
      ctx,
      [...counterparties(t, ctx.actor.id), ...staff].map((userId) => ({ userId, text })),
    );
  });
  await publish(ctx, { type: 'transfer.confirmed', payload: { id } });
  if (outcome.state === 'staff') return { message: TRADE_REVIEW_MSG.acceptedForStaff };
  return { message: TRADE_REVIEW_MSG.acceptedForObjection(formatLeagueTime(outcome.until, ctx.config.LEAGUE_TZ)) };
}
