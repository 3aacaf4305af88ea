import { deliveryPreferences, NOTIFY, pageMeta, type NotificationKind, type NotificationText } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import * as repo from './notifications.repository';

/** Other features' tests deliver the outbox when they choose (the app's worker is off in API tests). */
export { deliverDueNotices } from './outbox.worker';

export interface Notice {
  userId: number | null | undefined;
  text: NotificationText;
}

/**
 * Tells users of a change. Call it inside the transaction that makes the change: the notices
 * are written to the outbox with it (so a rolled-back change tells nobody, and a committed one is
 * never lost), and the outbox worker delivers them. Users who chose 'none' for a kind get nothing.
 */
export async function notify(tx: DbOrTx, deps: Pick<ServiceDeps, 'clock'>, notices: Notice[]) {
  const targets = notices.filter((n): n is Notice & { userId: number } => typeof n.userId === 'number');
  if (!targets.length) return;
  const saved = await repo.readPreferences(tx, [...new Set(targets.map((n) => n.userId))]);
  const now = deps.clock.now();
  const rows = targets.flatMap((n) => {
    const choice = choiceOf(saved, n.userId, n.text.kind);
    if (choice === 'none') return [];
    const row = { userId: n.userId, kind: n.text.kind, payload: n.text, availableAt: now };
    // 'push' is in the app too, and on the user's devices.
    return choice === 'push'
      ? [
          { ...row, channel: 'app' },
          { ...row, channel: 'push' },
        ]
      : [{ ...row, channel: 'app' }];
  });
  await repo.enqueue(tx, rows);
}

function choiceOf(saved: { userId: number; kind: string; choice: string }[], userId: number, kind: NotificationKind) {
  const mine = Object.fromEntries(saved.filter((p) => p.userId === userId).map((p) => [p.kind, p.choice]));
  return deliveryPreferences(mine)[kind];
}

export async function listNotifications(ctx: ServiceContext, query: { page: number; per_page: number }) {
  const [rows, counts] = await Promise.all([
    repo.listForUser(ctx.db, ctx.actor.id, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    repo.countForUser(ctx.db, ctx.actor.id),
  ]);
  return {
    data: rows.map((n) => ({
      id: n.id,
      kind: n.kind as NotificationKind,
      title: n.title,
      body: n.body,
      link: n.link,
      read: n.readAt !== null,
      created_at: n.createdAt.toISOString(),
    })),
    meta: pageMeta(counts.total, query.page, query.per_page),
    unread: counts.unread,
  };
}

export async function markNotificationRead(ctx: ServiceContext, id: number) {
  if (!(await repo.markRead(ctx.db, ctx.actor.id, id, ctx.clock.now()))) throw notFound(NOTIFY.notFound);
  return { message: NOTIFY.marked };
}

export async function markAllNotificationsRead(ctx: ServiceContext) {
  await repo.markAllRead(ctx.db, ctx.actor.id, ctx.clock.now());
  return { message: NOTIFY.allRead };
}

export async function notificationPreferences(ctx: ServiceContext) {
  const saved = await repo.readPreferences(ctx.db, [ctx.actor.id]);
  return deliveryPreferences(Object.fromEntries(saved.map((p) => [p.kind, p.choice])));
}

export async function saveNotificationPreferences(ctx: ServiceContext, body: Partial<Record<NotificationKind, string>>) {
  await repo.writePreferences(
    ctx.db,
    ctx.actor.id,
    Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return notificationPreferences(ctx);
}
