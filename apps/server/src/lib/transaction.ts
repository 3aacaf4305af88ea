import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { refuse } from './errors';
import { openRequestTx } from './request-tx';

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
 */
export async function moneyTransaction<T>(db: Pick<Db, 'transaction'>, work: (tx: Tx) => Promise<T>, attempts = MAX_ATTEMPTS): Promise<T> {
  const requestTx = openRequestTx(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await (requestTx ? inSavepoint(requestTx, work) : db.transaction(work));
    } catch (err) {
      if (!RETRYABLE.has(pgErrorCode(err) ?? '')) throw err;
      if (attempt >= attempts) throw refuse('money.busy');
      await pause(attempt);
    }
  }
}

let savepoints = 0;

/**
 * Inside a keyed request's transaction (lib/request-tx.ts) the work runs under a savepoint that is
 * rolled back if the work fails and otherwise left for the request's commit to release. Drizzle's
 * nested transaction would RELEASE it first: one more round trip while the rows the work locked
 * (an auction's, for racing bids) are still held. Each savepoint has a name of its own, so a
 * rollback never lands on an inner one left unreleased.
 */
async function inSavepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const name = sql.raw(`money_${++savepoints}`);
  await tx.execute(sql`savepoint ${name}`);
  try {
    return await work(tx);
  } catch (err) {
    // If even the rollback fails the connection is gone and the request's commit fails too: what
    // the caller needs to see is why the work failed.
    await tx.execute(sql`rollback to savepoint ${name}`).catch(() => undefined);
    throw err;
  }
}
