import { runTogether } from '../../db/batch';
import type { Tx } from '../../db/client';
import * as commitments from '../ledger/commitments.repository';

/**
 * What a new commitment is judged on (money.ts's requireAvailable): the user's budget row locked,
 * then, in a statement of its own so that it sees everything committed before the lock was
 * granted, what the user has already committed. Statements for a read that sends them with its own.
 */
export const availableMoneyStatements = (tx: Tx, userId: number, excluding?: commitments.Excluding) => ({
  budget: commitments.lockBudgetStatement(tx, userId),
  committed: commitments.committedMoneyStatement(tx, userId, excluding),
});

/** The two in one round trip (decision 012). */
export const readAvailableMoney = (tx: Tx, userId: number, excluding?: commitments.Excluding) =>
  runTogether(tx, availableMoneyStatements(tx, userId, excluding));
