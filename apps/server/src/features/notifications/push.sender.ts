import type { AgentOptions } from 'node:https';
import type { NotificationText } from '@superliga/league';
import webpush from 'web-push';
import type { ServiceDeps } from '../../lib/context';
import * as repo from './notifications.repository';
import { OUTGOING_TIMEOUT_MS, PUSH_CONCURRENCY, pinnedAgent, withTimeout } from './outgoing-request';
import { checkOutgoingUrl, outgoingPolicy, OutgoingUrlRefused } from './outgoing-url';
import { VAPID_SUBJECT, vapidKeys } from './push.service';

const BATCH = 20;
/** Time a sender holds its rows: past it (the process died mid-batch), another process takes them. */
const PUSH_LEASE_MS = 30_000;
/**
 * No send starts later than this into a batch, so the last one (OUTGOING_TIMEOUT_MS at most) ends
 * well inside the lease and no other process can take a row while one of its sends is in flight.
 * What did not start is due again at once (decision 014).
 */
const SEND_WINDOW_MS = PUSH_LEASE_MS / 2;
const PUSH_MAX_ATTEMPTS = 5;
export const pushBackoffMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
/** A notice is not worth showing a day later. */
const TTL_SECONDS = 24 * 3600;

type PushSend = (subscription: webpush.PushSubscription, payload: string, options: webpush.RequestOptions) => Promise<unknown>;

export interface PushOptions {
  send?: PushSend;
  /** Extra TLS options of the connection (tests trust their self-signed local push service). */
  tls?: AgentOptions;
}

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'config'>;

/**
 * Sends the due push notices to each device of their user, encrypted with the device's keys,
 * PUSH_CONCURRENCY at a time, each within OUTGOING_TIMEOUT_MS and to an endpoint checked again now
 * and pinned to the checked address (decision 014). Each device that received a notice is recorded
 * at once, so a retry (one device failed, or this process died mid-batch) goes only to the devices
 * left. A device the push service no longer knows (404, 410), or whose endpoint now fails the check,
 * is dropped. Returns how many notices were delivered to every device.
 */
export async function deliverDuePush(deps: Deps, { send = webpush.sendNotification, tls = {} }: PushOptions = {}): Promise<number> {
  const now = deps.clock.now();
  const started = performance.now();
  const due = await deps.db.transaction((tx) => repo.leaseDue(tx, 'push', now, BATCH, PUSH_LEASE_MS, PUSH_MAX_ATTEMPTS));
  if (!due.length) return 0;
  const keys = await vapidKeys(deps.db);
  const options: webpush.RequestOptions = {
    TTL: TTL_SECONDS,
    timeout: OUTGOING_TIMEOUT_MS,
    vapidDetails: { subject: VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
  };
  const payloads = new Map(
    due.map((row) => {
      const text = row.payload as NotificationText;
      return [row.id, JSON.stringify({ title: text.title, body: text.body, link: text.link, kind: text.kind })];
    }),
  );
  const policy = outgoingPolicy(deps);
  const failed = new Map<number, string>();
  const postponed = new Set<number>();

  const sendOne = async ({ outboxId, subscription: sub }: repo.PendingDevice) => {
    if (performance.now() - started > SEND_WINDOW_MS) return void postponed.add(outboxId);
    try {
      const checked = await checkOutgoingUrl(sub.endpoint, policy);
      const agent = pinnedAgent(checked, tls);
      await withTimeout(agent, () =>
        send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payloads.get(outboxId)!, { ...options, agent }),
      );
      await repo.recordPushSent(deps.db, outboxId, sub.id, deps.clock.now());
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      const refused = err instanceof OutgoingUrlRefused && err.reason !== 'unresolved';
      if (status === 404 || status === 410 || refused) await repo.deleteSubscription(deps.db, sub.endpoint);
      else failed.set(outboxId, `${status ?? 'red'}: ${(err as Error).message}`);
    }
  };
  const pending = await repo.pendingDevices(
    deps.db,
    due.map((r) => r.id),
  );
  await inPool(pending, PUSH_CONCURRENCY, sendOne);

  const delivered: number[] = [];
  for (const row of due) {
    const error = failed.get(row.id);
    // A failure on one device backs the notice off (that device only is left to try); one that did not get its turn is due at once.
    if (error) await repo.retryAt(deps.db, [row.id], new Date(now.getTime() + pushBackoffMs(row.attempts + 1)), error, true);
    else if (postponed.has(row.id)) await repo.retryAt(deps.db, [row.id], now, 'siguiente tanda', false);
    else delivered.push(row.id);
  }
  await deps.db.transaction((tx) => repo.markDelivered(tx, delivered, deps.clock.now()));
  return delivered.length;
}

/** Runs `work` on every item, at most `limit` at once. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}
