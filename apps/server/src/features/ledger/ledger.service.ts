import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './ledger.repository';

export const INSUFFICIENT_FUNDS = 'Presupuesto insuficiente para esta operación.';

export interface Movement {
  userId: number;
  /** Signed integer pesos: positive credits the budget, negative debits it. */
  amount: number;
  kind: string;
  reference?: string;
  description?: string;
  /** Refuse the movement when it would leave the budget below zero. */
  requireFunds?: boolean;
}

/**
 * Applies budget movements inside the caller's transaction, each with its ledger row. Budgets
 * are updated in user-id order so two transactions touching the same users never deadlock.
 */
export async function applyMovements(tx: Tx, movements: Movement[], meta: { actorId?: number; seasonId?: number | null }) {
  const ordered = [...movements].filter((m) => m.amount !== 0).sort((a, b) => a.userId - b.userId);
  const balances = new Map<number, number>();
  for (const m of ordered) {
    if (!Number.isSafeInteger(m.amount)) throw new AppError(422, 'Monto inválido.');
    const balance = await repo.addToProfits(tx, m.userId, m.amount, m.requireFunds ? 0 : undefined);
    if (balance === undefined) throw new AppError(422, INSUFFICIENT_FUNDS, { amount: [INSUFFICIENT_FUNDS] });
    balances.set(m.userId, balance);
    await repo.insertEntry(tx, {
      userId: m.userId,
      amount: m.amount,
      balanceAfter: balance,
      kind: m.kind,
      reference: m.reference ?? null,
      description: m.description ?? '',
      actorId: meta.actorId ?? null,
      seasonId: meta.seasonId ?? null,
    });
  }
  return balances;
}
