import type { Database } from '../db/client';
import type { UnitOfWork } from '../lib/context';
import { publish, type LiveEvent } from '../lib/events';
import { claimKey, saveAnswer, type KeyClaim, type StoredAnswer } from '../plugins/idempotency.repository';

/** What a command answered, as it is sent: kept under the key so a repeat gets the same. */
export interface Answer {
  status: number;
  body: string;
}

/** How a unit ended: committed with its answer, rolled back, or never run (the key's answer was already stored). */
export type UnitOutcome = { kind: 'committed' } | { kind: 'rolled-back' } | { kind: 'replay'; stored: StoredAnswer };

/** Thrown inside the transaction to roll it back without an error for the caller. */
class RollBack {
  constructor(readonly outcome: UnitOutcome) {}
}

/**
 * The unit of work of a keyed request (docs/decisions/043-the-unit-of-work.md, after decision 007):
 * begins the transaction, claims the Idempotency-Key (a key already answered ends it there, with
 * the stored answer), runs the command with the transaction and the event recorder as its
 * argument, stores the answer, commits, and only then publishes the events the command recorded.
 * A command that answers null (a 5xx, a client gone) rolls everything back, key included, and its
 * events are dropped. A command's error rolls back too and reaches the caller.
 *
 * Claiming first is the "first wins": a second request with the same key waits on the key's row
 * inside PostgreSQL until this unit ends (PGlite runs one transaction at a time), then meets the
 * committed answer.
 */
export async function runUnitOfWork(database: Database, claim: KeyClaim, command: (unit: UnitOfWork) => Promise<Answer | null>): Promise<UnitOutcome> {
  const recorded: LiveEvent[] = [];
  let open = true;
  try {
    await database.db.transaction(async (tx) => {
      const stored = await claimKey(tx, claim);
      if (stored) throw new RollBack({ kind: 'replay', stored });
      const unit: UnitOfWork = {
        tx,
        record(event) {
          // Work the command left running (a timer) announces once the unit is over: at once.
          if (open) recorded.push(event);
          else void publish({ db: database.db, database }, event);
        },
      };
      let answer: Answer | null;
      try {
        answer = await command(unit);
      } finally {
        open = false;
      }
      if (!answer) throw new RollBack({ kind: 'rolled-back' });
      await saveAnswer(tx, claim, answer);
    });
  } catch (err) {
    if (err instanceof RollBack) return err.outcome;
    throw err;
  }
  for (const event of recorded) await publish({ db: database.db, database }, event);
  return { kind: 'committed' };
}
