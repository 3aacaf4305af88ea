import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { statement } from '../../db/batch';
import type { DbOrTx, Tx } from '../../db/client';
import { notificationPreferences, notifications, outbox, pushDeliveries, pushSubscriptions, users } from '../../db/schema';

export type OutboxInsert = typeof outbox.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;

export async function enqueue(tx: DbOrTx, rows: OutboxInsert[]) {
  if (rows.length) await tx.insert(outbox).values(rows);
}

/**
 * Writes each notice to the outbox on the channels of its user's saved choice for its kind, or of
 * `fallback` when they saved none (or one no longer offered); a choice without channels writes
 * nothing. One statement, in the notices' order (run it with runOne, or with others in runInOrder).
 */
export function enqueueByPreference(
  notices: { userId: number; kind: string; payload: unknown; fallback: string }[],
  routes: { choice: string; channels: string[] }[],
  now: Date,
) {
  const noticesJson = JSON.stringify(notices.map((n, i) => ({ ...n, i })));
  const routesJson = JSON.stringify(
    routes.flatMap((r) =>
      r.channels.length ? r.channels.map((channel: string | null, i) => ({ choice: r.choice, channel, i })) : [{ choice: r.choice, channel: null, i: 0 }],
    ),
  );
  return statement(
    sql`
    with routes as (select * from jsonb_to_recordset(${routesJson}::jsonb) as r(choice text, channel text, i int)),
      notices as (select * from jsonb_to_recordset(${noticesJson}::jsonb) as n("userId" int, kind text, payload jsonb, fallback text, i int))
    insert into ${outbox} (channel, user_id, kind, payload, available_at)
    select r.channel, n."userId", n.kind, n.payload, ${now.toISOString()}::timestamptz
    from notices n
    left join ${notificationPreferences} p on p.user_id = n."userId" and p.kind = n.kind
    join routes r on r.choice = case when p.choice in (select choice from routes) then p.choice else n.fallback end
    where r.channel is not null
    order by n.i, r.i`,
    () => undefined,
  );
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
  return tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: notifications.outboxId })
    .returning({ id: notifications.id, userId: notifications.userId });
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

/** Every unread notice of that kind and link, or only one user's with `userId`. */
export async function markReadByLink(db: DbOrTx, kind: string, link: string, now: Date, userId?: number) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.kind, kind),
        eq(notifications.link, link),
        isNull(notifications.readAt),
        userId === undefined ? undefined : eq(notifications.userId, userId),
      ),
    );
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

/** One statement for every kind sent: all saved or none. */
export async function writePreferences(db: DbOrTx, userId: number, choices: [string, string][]) {
  if (!choices.length) return;
  await db
    .insert(notificationPreferences)
    .values(choices.map(([kind, choice]) => ({ userId, kind, choice })))
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { choice: sql`excluded.choice` } });
}

/**
 * Claims due rows of a channel whose delivery leaves the database (Discord, push): they are leased
 * (made due again only after `leaseMs`) in a short transaction of their own, so a process that dies
 * while sending lets another retry them after the lease, and two processes never send one at once.
 */
export async function leaseDue(tx: Tx, channel: string, now: Date, limit: number, leaseMs: number, maxAttempts: number) {
  const due = await tx
    .select()
    .from(outbox)
    .where(
      and(
        isNull(outbox.deliveredAt),
        eq(outbox.channel, channel),
        sql`${outbox.availableAt} <= ${now.toISOString()}`,
        sql`${outbox.attempts} < ${maxAttempts}`,
      ),
    )
    .orderBy(outbox.availableAt, outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length) {
    await tx
      .update(outbox)
      .set({ availableAt: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((r) => r.id),
        ),
      );
  }
  return due;
}

/** After a failed send: due again at `at`; `countAttempt: false` for a rate limit, which is not the row's fault. */
export async function retryAt(db: DbOrTx, ids: number[], at: Date, error: string, countAttempt: boolean) {
  if (!ids.length) return;
  await db
    .update(outbox)
    .set({ availableAt: at, lastError: error.slice(0, 500), ...(countAttempt ? {} : { attempts: sql`${outbox.attempts} - 1` }) })
    .where(inArray(outbox.id, ids));
}

export async function usersForMentions(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; discordId: string | null }>();
  const rows = await db.select({ id: users.id, name: users.name, discordId: users.discordId }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, discordId: r.discordId }]));
}

export async function discordIdOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ discordId: users.discordId }).from(users).where(eq(users.id, userId));
  return row?.discordId ?? null;
}

export async function discordIdOwner(db: DbOrTx, discordId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.discordId, discordId));
  return row?.id;
}

export async function setDiscordId(db: DbOrTx, userId: number, discordId: string | null) {
  await db.update(users).set({ discordId }).where(eq(users.id, userId));
}

/** A device re-subscribing keeps its row (new keys); false when the endpoint is another user's. */
export async function saveSubscription(db: DbOrTx, row: typeof pushSubscriptions.$inferInsert) {
  const saved = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: row.p256dh, auth: row.auth }, where: eq(pushSubscriptions.userId, row.userId) })
    .returning({ id: pushSubscriptions.id });
  return saved.length > 0;
}

/** Serialises one user's subscription changes (their device count) behind their row. */
export async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function subscriptionOwner(db: DbOrTx, endpoint: string) {
  const [row] = await db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row?.userId;
}

export async function countSubscriptions(db: DbOrTx, userId: number) {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export async function deleteSubscription(db: DbOrTx, endpoint: string, userId?: number) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), userId === undefined ? undefined : eq(pushSubscriptions.userId, userId)));
}

export interface PendingDevice {
  outboxId: number;
  subscription: typeof pushSubscriptions.$inferSelect;
}

/** Each device of each notice's user that the notice has not reached yet (decision 014). */
export async function pendingDevices(db: DbOrTx, outboxIds: number[]): Promise<PendingDevice[]> {
  if (!outboxIds.length) return [];
  return db
    .select({ outboxId: outbox.id, subscription: pushSubscriptions })
    .from(outbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, outbox.userId))
    .leftJoin(pushDeliveries, and(eq(pushDeliveries.outboxId, outbox.id), eq(pushDeliveries.subscriptionId, pushSubscriptions.id)))
    .where(and(inArray(outbox.id, outboxIds), isNull(pushDeliveries.outboxId)))
    .orderBy(outbox.id, pushSubscriptions.id);
}

/** The notice reached this device: written as soon as the push service accepted it, on its own. */
export async function recordPushSent(db: DbOrTx, outboxId: number, subscriptionId: number, now: Date) {
  await db.insert(pushDeliveries).values({ outboxId, subscriptionId, sentAt: now }).onConflictDoNothing();
}
