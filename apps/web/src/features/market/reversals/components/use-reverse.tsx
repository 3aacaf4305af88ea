import { REVERSAL_MSG, reversalBodySchema, type ReversalKind, type ReversalPlan } from '@superliga/league';
import { useState } from 'react';
import { useConfirmPayment } from '../../../../components/confirm-payment';
import { notifyError } from '../../../../lib/notify';
import { getReversalPlan } from '../api/get-reversal-plan';
import { useReverseOperation } from '../api/reverse-operation';

/** The dialog's lines: who gets (or returns) how much, and which player goes back where. */
function planLines(plan: ReversalPlan) {
  const money = plan.movements.map((m) => (m.amount >= 0 ? REVERSAL_MSG.gets(m.user.name, m.amount) : REVERSAL_MSG.pays(m.user.name, -m.amount)));
  const players = plan.players.map((p) => REVERSAL_MSG.goesBack(p.player.name, p.to_team.name, p.status));
  return [...(money.length ? money : [REVERSAL_MSG.noMoney]), ...players];
}

/**
 * "Revertir": reads what the reversal would do, asks with the shared payment dialog (a required
 * reason), then reverses. `busy(kind, id)` tells a row's button to show its pending state.
 */
export function useReverse() {
  const reverse = useReverseOperation();
  const payment = useConfirmPayment(reverse.isPending);
  const [reading, setReading] = useState<string | null>(null);
  const start = async (kind: ReversalKind, id: number) => {
    setReading(`${kind}:${id}`);
    let plan: ReversalPlan;
    try {
      plan = await getReversalPlan(kind, id);
    } catch (err) {
      notifyError(err);
      return;
    } finally {
      setReading(null);
    }
    if (plan.refusal) {
      notifyError(new Error(plan.refusal), REVERSAL_MSG.cannotReverse);
      return;
    }
    payment.ask(
      {
        title: REVERSAL_MSG.dialogTitle(plan.operation),
        lines: planLines(plan),
        confirmLabel: REVERSAL_MSG.dialogConfirm,
        color: 'red',
        reason: { label: REVERSAL_MSG.reason, placeholder: REVERSAL_MSG.reasonPlaceholder, schema: reversalBodySchema.shape.reason },
      },
      (done, reason, refused) => reverse.mutate({ kind, id, reason }, { onError: refused, onSettled: done }),
    );
  };
  const busy = (kind: ReversalKind, id: number) =>
    reading === `${kind}:${id}` || (reverse.isPending && reverse.variables?.kind === kind && reverse.variables.id === id);
  return { start, busy, dialog: payment.dialog };
}
