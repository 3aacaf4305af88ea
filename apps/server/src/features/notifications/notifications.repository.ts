import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { notificationPreferences, notifications, outbox } from '../../db/schema';

export type OutboxInsert = typeof outbox.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;

export async function enqueue(tx: DbOrTx, rows: OutboxInsert[]) {
  if (rows.length) await tx.insert(outbox).values(rows);
}

/**
 * Claims up to `limit` due rows of the channels given, oldest first. FOR UPDATE SKIP LOCKED: a
 * row another process is delivering is passed over, never waited for nor taken twice.
 */
export async function claimDue(tx: Tx, channels: readonly string[], now: Date, limit: number): Promise<OutboxRow[]> {
  return tx
    .select()
    .from(outbox)
    .where(and(isNull(outbox.deliveredAt), inArray(outbox.channel, [...channels]), sql`${outbox.availableAt} <= ${now.toISOString()}`))
    .orderBy(outbox.availableAt, outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markDelivered(tx: Tx, ids: number[], now: Date) {
  if (ids.length) await tx.update(outbox).set({ deliveredAt: now }).where(inArray(outbox.id, ids));
}

export async function insertNotifications(tx: Tx, rows: (typeof notifications.$inferInsert)[]) {
  if (!rows.length) return [];
  return tx.insert(notifications).values(rows).onConflictDoNothing({ target: notifications.outboxId }).returning({ id: notifications.id, userId: notifications.userId });
}

export async function listForUser(db: DbOrTx, userId: number, page: { limit: number; offset: number }) {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(page.limit).offset(page.offset);
}

export async function countForUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markRead(db: DbOrTx, userId: number, id: number, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function readPreferences(db: DbOrTx, userIds: number[]) {
  if (!userIds.length) return [];
  return db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
}

export async function writePreferences(db: DbOrTx, userId: number, choices: [string, string][]) {
  for (const [kind, choice] of choices) {
    await db
      .insert(notificationPreferences)
      .values({ userId, kind, choice })
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { choice } });
  }
}
