import { availableBudget, budgetShortfalls, canAfford, counterEntries, formatMoney, MONEY_MAX, REVERSAL_MSG } from '@superliga/league';
import { sql } from 'drizzle-orm';
import { runOne, statement } from '../db/batch';
import type { DbOrTx, Tx } from '../db/client';
import { conflict, refuse, refuseOn } from '../lib/errors';
import * as commitments from './ledger/commitments.repository';
import { ledgerEntries, users } from '../db/schema';
import * as repo from './ledger/ledger.repository';
import { readAvailableMoney } from './reads/available-money';

/*
 * The only code that moves money (docs/decisions/042-the-market-module.md): every change of a
 * budget is a movement written here with its ledger row (moveBudget), inside the caller's
 * transaction, budgets in user-id order (docs/decisions/009-market-hardening.md). The market's
 * commands and the features outside it (bets, prizes, the Admin's budget edit, a hand-over) call
 * applyMovements / applyCounterEntries / movementStatement; nothing else writes `users.profits`.
 */

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
export async function applyMovements(tx: Tx, movements: Movement[], meta: MovementMeta) {
  const ordered = [...movements].filter((m) => m.amount !== 0).sort((a, b) => a.userId - b.userId);
  const balances = new Map<number, number>();
  // One after the other: a movement refused stops the rest (the caller's transaction rolls back).
  for (const m of ordered) balances.set(m.userId, judgeMovement(m, await runOne(tx, movementStatement(m, meta))));
  return balances;
}

type MovementMeta = { actorId?: number; seasonId?: number | null };

/**
 * One movement as a statement, for a caller that sends it after its own writes in one round trip
 * (runInOrder); judge what it returns with judgeMovement. A single movement only: several go
 * through applyMovements, in user-id order, each judged before the next is written.
 */
export function movementStatement(m: Movement, meta: MovementMeta) {
  if (!Number.isSafeInteger(m.amount)) throw refuseOn(undefined, 'money.invalid_amount');
  return moveBudget(
    { userId: m.userId, amount: m.amount, ceiling: MONEY_MAX, floor: m.requireFunds ? 0 : undefined },
    { kind: m.kind, reference: m.reference ?? null, description: m.description ?? '', actorId: meta.actorId ?? null, seasonId: meta.seasonId ?? null },
  );
}

/** The balance after a movement, or its refusal (nothing of it was written: the caller's transaction rolls back). */
export function judgeMovement(m: Movement, balance: number | undefined): number {
  // A credit past MONEY_MAX is refused like a debit past zero.
  if (balance === undefined && m.amount > 0) throw refuse('money.above_max');
  if (balance === undefined) throw refuse('money.insufficient_funds');
  return balance;
}

/** `actorId`: who acts for the user, null for a scheduled job (either way not the owner, who alone is told the figure). */
type AvailableOptions = { field?: string; excluding?: commitments.Excluding; actorId?: number | null };

/**
 * Refuses a new commitment (an offer, a transfer as buyer, a bid, a stake) beyond the budget
 * minus what the user already committed. Locks the user's budget row first, so two racing
 * commitments of one user are checked one after the other. Call it inside the transaction
 * that writes the commitment, with `actorId` when the actor may be somebody else (the figure
 * left is then not told: it would reveal the user's hidden offers).
 */
export async function requireAvailable(tx: Tx, userId: number, amount: number, options: AvailableOptions = {}) {
  const { budget, committed } = await readAvailableMoney(tx, userId, options.excluding);
  return judgeAvailable({ budget, committed }, userId, amount, options);
}

/** requireAvailable's judgement of what availableMoneyStatements read (market/ledger/commitments.repository.ts). */
export function judgeAvailable(
  { budget, committed }: { budget: { profits: number } | undefined; committed: number },
  userId: number,
  amount: number,
  options: AvailableOptions = {},
) {
  if (!budget) throw refuse('money.user_not_found');
  const available = availableBudget({ profits: budget.profits, committed });
  if (!canAfford(amount, available)) {
    // What is available counts the user's hidden offers: only the user may read the figure.
    const own = options.actorId === undefined || options.actorId === userId;
    throw own
      ? refuseOn(options.field ?? 'amount', 'money.insufficient_funds', formatMoney(Math.max(0, available)))
      : refuseOn(options.field ?? 'amount', 'money.insufficient_funds');
  }
  return { profits: budget.profits, committed, available };
}

/**
 * Budget, committed and available money of one user (for screens and the assistant). Hidden
 * means hidden: a reader other than the owner gets `committed` without the owner's still-hidden
 * offers, and only how many there are (`hidden_offers`), never their totals, and without the
 * owner's auction maximums beyond their leading bids (private too); the owner gets everything and
 * `hidden_offers` 0 (nothing left out).
 */
export async function budgetSummary(db: DbOrTx, userId: number, reader: { readerId: number; now: Date }) {
  const budget = await commitments.readBudget(db, userId);
  if (!budget) return undefined;
  const own = reader.readerId === userId;
  const [committed, hiddenOffers] = await Promise.all([
    commitments.committedMoney(db, userId, own ? {} : { hiddenAt: reader.now, maxBids: true }),
    own ? 0 : commitments.countHiddenOffers(db, userId, reader.now),
  ]);
  return { profits: budget.profits, committed, available: availableBudget({ profits: budget.profits, committed }), hidden_offers: hiddenOffers };
}

/** Locks one budget row until the transaction ends (callers lock several in user-id order). */
export const lockBudget = (tx: Tx, userId: number) => commitments.lockBudget(tx, userId);

/** The ledger kind of a counter-entry: the movement views show it with the reversal's description. */
const REVERSAL_KIND = 'reversal';

/** A counter-entry to write: one per entry the operation made, the opposite amount, on the same budget. */
export type CounterEntry = { userId: number; userName: string; amount: number; description: string };

/**
 * The counter-entries that undo every entry an operation wrote under `reference` (its price, and
 * any fee or prize it paid): read-only, for the plan the Admin confirms and for the reversal itself.
 */
export async function counterEntriesOf(db: DbOrTx, reference: string): Promise<CounterEntry[]> {
  return counterEntries(await repo.operationEntries(db, reference, REVERSAL_KIND));
}

/**
 * Writes counter-entries inside the caller's transaction (after its player and operation locks):
 * locks the budgets by user id, refuses with 409 when one would end below zero (the money was
 * spent since; nothing is written), then applies them with their ledger rows under `reference`.
 */
export async function applyCounterEntries(
  tx: Tx,
  entries: CounterEntry[],
  meta: { reference: string; describe: (original: string) => string; actorId?: number; seasonId?: number | null },
) {
  const budgets = new Map<number, number>();
  for (const userId of [...new Set(entries.map((e) => e.userId))].sort((a, b) => a - b)) {
    const budget = await commitments.lockBudget(tx, userId);
    if (budget) budgets.set(userId, budget.profits);
  }
  const [short] = budgetShortfalls(budgets, entries);
  if (short) throw conflict(REVERSAL_MSG.budgetWouldBeNegative(entries.find((e) => e.userId === short.userId)!.userName, short.missing));
  return applyMovements(
    tx,
    entries.map((e) => ({ userId: e.userId, amount: e.amount, kind: REVERSAL_KIND, reference: meta.reference, description: meta.describe(e.description) })),
    { actorId: meta.actorId, seasonId: meta.seasonId },
  );
}

/**
 * Adds `amount` to a budget and writes its ledger entry with the balance after it, in one
 * statement: only when the result stays at or below `ceiling` and, with `floor`, at or above it.
 * Undefined when it would not (or the user does not exist), and then nothing is written.
 */
function moveBudget(
  move: { userId: number; amount: number; ceiling: number; floor?: number },
  entry: Pick<typeof ledgerEntries.$inferInsert, 'kind' | 'reference' | 'description' | 'actorId' | 'seasonId'>,
) {
  const total = sql`${users.profits} + ${move.amount}`;
  const query = sql`
    with moved as (
      update ${users} set profits = ${total}, budget_version = ${users.budgetVersion} + 1, updated_at = now()
      where ${users.id} = ${move.userId} and ${total} <= ${move.ceiling} ${move.floor === undefined ? sql`` : sql`and ${total} >= ${move.floor}`}
      returning ${users.profits}
    )
    insert into ${ledgerEntries} (user_id, amount, balance_after, kind, reference, description, actor_id, season_id)
    select ${move.userId}, ${move.amount}, moved.profits, ${entry.kind}, ${entry.reference ?? null}, ${entry.description ?? ''}, ${entry.actorId ?? null}::int, ${entry.seasonId ?? null}::int
    from moved
    returning balance_after`;
  return statement(query, ([row]) => (row === undefined ? undefined : Number(row.balance_after)));
}
