import type { NotificationText } from '@superliga/league';
import webpush from 'web-push';
import type { ServiceDeps } from '../../lib/context';
import * as repo from './notifications.repository';
import { VAPID_SUBJECT, vapidKeys } from './push.service';

const BATCH = 20;
const LEASE_MS = 60_000;
export const PUSH_MAX_ATTEMPTS = 5;
const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
/** A notice is not worth showing a day later. */
const TTL_SECONDS = 24 * 3600;

export type PushSend = (subscription: webpush.PushSubscription, payload: string, options: webpush.RequestOptions) => Promise<unknown>;

/**
 * Sends the due push notices to each device of their user, encrypted with the device's keys.
 * A device the push service no longer knows (404, 410) is dropped; other failures retry later.
 * Returns how many notices were delivered (sent to every device the user has, or to none).
 */
export async function deliverDuePush(deps: Pick<ServiceDeps, 'db' | 'clock'>, send: PushSend = webpush.sendNotification): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db.transaction((tx) => repo.leaseDue(tx, 'push', now, BATCH, LEASE_MS, PUSH_MAX_ATTEMPTS));
  if (!due.length) return 0;
  const keys = await vapidKeys(deps.db);
  const options: webpush.RequestOptions = {
    TTL: TTL_SECONDS,
    vapidDetails: { subject: VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
  };
  const delivered: number[] = [];
  for (const row of due) {
    const text = row.payload as NotificationText;
    const payload = JSON.stringify({ title: text.title, body: text.body, link: text.link, kind: text.kind });
    let failed: string | null = null;
    for (const sub of await repo.subscriptionsOf(deps.db, row.userId!)) {
      try {
        await send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, options);
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) await repo.deleteSubscription(deps.db, sub.endpoint);
        else failed = `${status ?? 'red'}: ${(err as Error).message}`;
      }
    }
    if (failed) await repo.retryAt(deps.db, [row.id], new Date(now.getTime() + backoffMs(row.attempts + 1)), failed, true);
    else delivered.push(row.id);
  }
  await deps.db.transaction((tx) => repo.markDelivered(tx, delivered, deps.clock.now()));
  return delivered.length;
}
