import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deadlineReminders, reminderPreferences } from '../../db/schema';

/** The reminders' reads and writes (docs/decisions/033-deadline-reminders.md). */
export async function readLeads(db: DbOrTx, userIds: number[]) {
  if (!userIds.length) return [];
  return db.select().from(reminderPreferences).where(inArray(reminderPreferences.userId, userIds));
}

/** One statement for every kind sent: all saved or none. */
export async function writeLeads(db: DbOrTx, userId: number, leads: [string, string][]) {
  if (!leads.length) return;
  await db
    .insert(reminderPreferences)
    .values(leads.map(([kind, lead]) => ({ userId, kind, lead })))
    .onConflictDoUpdate({ target: [reminderPreferences.userId, reminderPreferences.kind], set: { lead: sql`excluded.lead` } });
}

/** Reminders already sent of deadlines still ahead: the job skips them without a write. */
export async function sentAhead(db: DbOrTx, userIds: number[], now: Date) {
  if (!userIds.length) return [];
  return db
    .select({ userId: deadlineReminders.userId, kind: deadlineReminders.kind, reference: deadlineReminders.reference })
    .from(deadlineReminders)
    .where(and(inArray(deadlineReminders.userId, userIds), gt(deadlineReminders.dueAt, now)));
}

/**
 * Claims one reminder: true only for the first claim of (user, kind, reference). The primary key
 * decides between processes racing; the caller writes the notice in the same transaction.
 */
export async function claim(db: DbOrTx, row: typeof deadlineReminders.$inferInsert) {
  const claimed = await db.insert(deadlineReminders).values(row).onConflictDoNothing().returning({ userId: deadlineReminders.userId });
  return claimed.length > 0;
}

/** Claims of deadlines long past can no longer be asked for again (no reminder for a past deadline). */
export async function prune(db: DbOrTx, before: Date) {
  await db.delete(deadlineReminders).where(lt(deadlineReminders.dueAt, before));
}
