import { and, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export interface KeyClaim {
  userId: number;
  key: string;
  fingerprint: string;
  now: Date;
  expiresAt: Date;
}

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: string;
}

/**
 * Takes the key for this transaction, or returns the answer already stored under it. The insert
 * is the "first wins": a concurrent request with the same key waits on the primary key until the
 * holder's transaction ends (PostgreSQL; PGlite runs one transaction at a time), then meets its
 * committed answer — or, if the holder rolled back, takes the key itself. An expired row is taken
 * over as if it were not there.
 */
export async function claimKey(tx: Tx, claim: KeyClaim): Promise<StoredAnswer | null> {
  const taken = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, fingerprint: claim.fingerprint, status: 0, body: '', createdAt: claim.now, expiresAt: claim.expiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint: claim.fingerprint, status: 0, body: '', createdAt: claim.now, expiresAt: claim.expiresAt },
      setWhere: lte(idempotencyKeys.expiresAt, claim.now),
    })
    .returning({ userId: idempotencyKeys.userId });
  if (taken.length) return null;
  const [row] = await tx
    .select({ fingerprint: idempotencyKeys.fingerprint, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  if (!row) throw new Error('idempotency key row vanished after a conflict');
  return row;
}

/** Writes the answer under the key, in the transaction that made the effect. */
export async function saveAnswer(tx: Tx, claim: KeyClaim, answer: { status: number; body: string }) {
  await tx
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}

/** Drops the keys past their time (they are only ever read within it). */
export async function purgeExpiredKeys(db: Db, now: Date) {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
}
