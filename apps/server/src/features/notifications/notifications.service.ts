import {
  DELIVERY_CHOICES,
  defaultDelivery,
  deliveryPreferences,
  NOTIFY,
  pageMeta,
  type DeliveryChoice,
  type NotificationKind,
  type NotificationText,
} from '@superliga/league';
import { runOne } from '../../db/batch';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { refuse } from '../../lib/errors';
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
  const written = noticesStatement(deps, notices);
  if (written) await runOne(tx, written);
}

/**
 * notify as a statement (nothing to write: undefined), for a caller that sends it with its own
 * writes in one round trip (runInOrder). One statement: the user's saved choice (else the kind's
 * default) picks the channels in the database. Notices are written inside the callers'
 * transactions, often with a contended row locked (an auction's, for racing bids): a read of the
 * preferences first was a round trip more.
 */
export function noticesStatement(deps: Pick<ServiceDeps, 'clock'>, notices: Notice[]) {
  const targets = notices.filter((n): n is Notice & { userId: number } => typeof n.userId === 'number');
  if (!targets.length) return undefined;
  return repo.enqueueByPreference(
    targets.map((n) => ({ userId: n.userId, kind: n.text.kind, payload: n.text, fallback: defaultDelivery(n.text.kind) })),
    DELIVERY_ROUTES,
    deps.clock.now(),
  );
}

/** The channels each delivery choice writes to: 'push' is in the app too, and on the user's devices. */
const CHANNELS_OF: Record<DeliveryChoice, string[]> = { app: ['app'], push: ['app', 'push'], none: [] };
const DELIVERY_ROUTES = DELIVERY_CHOICES.map((choice) => ({ choice, channels: CHANNELS_OF[choice] }));

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

/**
 * A notice asking for an action resolves itself once the action is done, by whoever did it
 * (docs/decisions/027-the-phone-app.md): every delivered notice of that kind and link is marked
 * read, in the transaction that did it. With `userId`, only that user's: an outbid manager who
 * bids again has handled his own notice, not the other bidders' (decision 034).
 */
export async function resolveNotices(tx: DbOrTx, deps: Pick<ServiceDeps, 'clock'>, kind: NotificationKind, link: string, userId?: number) {
  await repo.markReadByLink(tx, kind, link, deps.clock.now(), userId);
}

export async function markNotificationRead(ctx: ServiceContext, id: number) {
  if (!(await repo.markRead(ctx.db, ctx.actor.id, id, ctx.clock.now()))) throw refuse('notification.not_found');
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
