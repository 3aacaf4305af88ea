import type { Db, Tx } from '../db/client';
import { refuse } from './errors';

export const UNIQUE_VIOLATION = '23505';
const SERIALIZATION_FAILURE = '40001';
const DEADLOCK_DETECTED = '40P01';
const RETRYABLE = new Set([SERIALIZATION_FAILURE, DEADLOCK_DETECTED]);

/** The SQLSTATE of a database error, looked for through the wrappers (Drizzle keeps the driver's error as `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && typeof e === 'object' && i < 5; e = e.cause as typeof e, i++) {
    // A SQLSTATE: five digits or capitals. The league's own errors carry a code too ('conflict', 'offer.…').
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** How many times a transaction runs at most when PostgreSQL aborts it for a deadlock or a serialization failure. */
export const MAX_ATTEMPTS = 4;

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));

/**
 * The one way to run a transaction that moves or commits money (docs/decisions/009-market-hardening.md).
 * PostgreSQL may abort one of two racing transactions with a deadlock (40P01) or a serialization
 * failure (40001); nothing of it was written, so it runs again, after a short random pause, up to
 * MAX_ATTEMPTS times. If it still cannot pass, the caller gets a 409 with a Spanish message,
 * never a 500. Any other error (refusals included) goes through at once.
 *
 * One savepoint rule (docs/decisions/043-the-unit-of-work.md): given a unit of work's transaction,
 * `db.transaction` is Drizzle's nested transaction, a savepoint. A failed attempt is rolled back to
 * that savepoint, which leaves the outer transaction usable (locks taken inside the savepoint are
 * released, the key row and earlier writes stay), so the retry runs in it. Should the rollback to
 * the savepoint itself fail, the outer transaction is aborted: that error is not a retryable one,
 * so it goes through and the unit rolls back whole.
 */
export async function moneyTransaction<T>(db: Pick<Db | Tx, 'transaction'>, work: (tx: Tx) => Promise<T>, attempts = MAX_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (db as Pick<Db, 'transaction'>).transaction(work);
    } catch (err) {
      if (!RETRYABLE.has(pgErrorCode(err) ?? '')) throw err;
      if (attempt >= attempts) throw refuse('money.busy');
      await pause(attempt);
    }
  }
}
