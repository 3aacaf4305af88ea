import { and, eq, type AnyColumn } from 'drizzle-orm';
import type { ReversalKind, ReversalMark } from '@superliga/league';
import { reversals } from '../db/schema';

/**
 * The history lists' mark of a reversed operation: each list left-joins `reversals` on this
 * condition (one row per operation, the unique index) and selects `reversalColumns`, so the mark
 * comes in the list's own query.
 */
export const reversalOf = (kind: ReversalKind, operationId: AnyColumn) => and(eq(reversals.kind, kind), eq(reversals.operationId, operationId));

export const reversalColumns = { reason: reversals.reason, reversedAt: reversals.reversedAt };

/** The wire shape: null when the left join found no reversal. */
export const presentReversalMark = (row: { reason: string; reversedAt: Date } | null): ReversalMark =>
  row ? { reason: row.reason, reversed_at: row.reversedAt.toISOString() } : null;
