import { runTogether } from '../../db/batch';
import type { Tx } from '../../db/client';
import * as commitments from '../ledger/commitments.repository';

/** What requireAvailable judges (money.ts): the budget locked and what is committed, in one round trip (decision 012). */
export const readAvailableMoney = (tx: Tx, userId: number, excluding?: commitments.Excluding) =>
  runTogether(tx, commitments.availableMoneyStatements(tx, userId, excluding));

/** The same pair for a read outside the market that sends it with its own statements (a stake, decision 012); the market's own reads take it from its repository. */
export const availableMoneyStatements = commitments.availableMoneyStatements;
