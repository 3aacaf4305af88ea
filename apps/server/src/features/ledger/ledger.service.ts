import { availableBudget, canAfford, ERROR_STATUS, formatMoney } from '@superliga/league';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as commitments from './commitments.repository';
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
    if (!Number.isSafeInteger(m.amount)) throw new AppError(ERROR_STATUS.validation, 'Monto inválido.');
    const balance = await repo.addToProfits(tx, m.userId, m.amount, m.requireFunds ? 0 : undefined);
    if (balance === undefined) throw new AppError(ERROR_STATUS.validation, INSUFFICIENT_FUNDS, { amount: [INSUFFICIENT_FUNDS] });
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

/**
 * Refuses a new commitment (an offer, a transfer as buyer, a bid, a stake) beyond the budget
 * minus what the user already committed. Locks the user's budget row first, so two racing
 * commitments of one user are checked one after the other. Call it inside the transaction
 * that writes the commitment.
 */
export async function requireAvailable(
  tx: Tx,
  userId: number,
  amount: number,
  options: { field?: string; excluding?: Parameters<typeof commitments.committedMoney>[2] } = {},
) {
  const budget = await commitments.lockBudget(tx, userId);
  if (!budget) throw new AppError(ERROR_STATUS.notFound, 'Usuario no encontrado.');
  const committed = await commitments.committedMoney(tx, userId, options.excluding);
  const available = availableBudget({ profits: budget.profits, committed });
  if (!canAfford(amount, available)) {
    const message = `${INSUFFICIENT_FUNDS} Disponible: ${formatMoney(Math.max(0, available))}.`;
    throw new AppError(ERROR_STATUS.validation, message, { [options.field ?? 'amount']: [message] });
  }
  return { profits: budget.profits, committed, available };
}

/** Budget, committed and available money of one user (for screens and the assistant). */
export async function budgetSummary(db: DbOrTx, userId: number) {
  const budget = await commitments.readBudget(db, userId);
  if (!budget) return undefined;
  const committed = await commitments.committedMoney(db, userId);
  return { profits: budget.profits, committed, available: availableBudget({ profits: budget.profits, committed }) };
}

/** Locks one budget row until the transaction ends (callers lock several in user-id order). */
export const lockBudget = (tx: Tx, userId: number) => commitments.lockBudget(tx, userId);
