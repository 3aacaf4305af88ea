import type { NotificationText } from '@superliga/league';
import type { ServiceDeps } from '../../lib/context';
import { publish, subscribe } from '../../lib/events';
import { deliverDueAnnouncements } from './discord.sender';
import * as repo from './notifications.repository';
import { deliverDuePush } from './push.sender';

const BATCH = 100;
/** How often due rows are looked for when no live event wakes the worker first. */
export const OUTBOX_POLL_MS = 2_000;
/**
 * Turns that live events start are at least this far apart. In a deadline rush events arrive by
 * the hundred a second (every bid, offer and stake, from every process), and a turn per event kept
 * the worker running back to back — three transactions a turn, mostly finding nothing due — on
 * the CPU and the connections the requests needed. A notice now waits at most this much longer.
 */
export const OUTBOX_MIN_GAP_MS = 250;

/**
 * Delivers the due in-app notices: each claimed outbox row becomes the user's notification in the
 * transaction that marks it delivered, so a crash delivers it later, never twice, and a second
 * process skips the rows this one holds. Then tells the users' open pages. Returns how many.
 */
export async function deliverDueNotices(deps: Pick<ServiceDeps, 'db' | 'database' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const due = await repo.claimDue(tx, ['app'], now, BATCH);
    const rows = due.flatMap((row) => {
      if (row.userId === null) return [];
      const text = row.payload as NotificationText;
      return [{ userId: row.userId, outboxId: row.id, kind: row.kind, title: text.title, body: text.body, link: text.link, createdAt: row.createdAt }];
    });
    const inserted = await repo.insertNotifications(tx, rows);
    await repo.markDelivered(
      tx,
      due.map((r) => r.id),
      now,
    );
    return inserted;
  });
  for (const userId of new Set(created.map((n) => n.userId))) await publish(deps, { type: 'notification.created', userId });
  return created.length;
}

/**
 * Runs the deliveries (in-app notices, push, then the Discord announcements) in the background: on
 * live events (a market change just committed, maybe in another process), turns at least
 * OUTBOX_MIN_GAP_MS apart, and every OUTBOX_POLL_MS. One delivery at a time per process; a failure
 * is retried on the next turn (the rows stay due).
 */
export async function startOutboxWorker(deps: Pick<ServiceDeps, 'db' | 'database' | 'clock'>, log: (err: unknown) => void) {
  let running = false;
  let again = false;
  let stopped = false;
  let lastStart = -Infinity;
  let later: ReturnType<typeof setTimeout> | undefined;
  const turn = async (): Promise<void> => {
    if (stopped || later) return;
    if (running) {
      again = true;
      return;
    }
    const wait = lastStart + OUTBOX_MIN_GAP_MS - Date.now();
    if (wait > 0) {
      later = setTimeout(() => {
        later = undefined;
        void turn();
      }, wait);
      return;
    }
    running = true;
    lastStart = Date.now();
    try {
      // A full batch means more may be waiting.
      while (!stopped && (await deliverDueNotices(deps)) >= BATCH);
      if (!stopped) await deliverDuePush(deps);
      if (!stopped) await deliverDueAnnouncements(deps);
    } catch (err) {
      if (!stopped) log(err);
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      void turn();
    }
  };
  const unsubscribe = await subscribe(deps, (event) => {
    if (event.type !== 'notification.created') void turn();
  });
  const timer = setInterval(() => void turn(), OUTBOX_POLL_MS);
  timer.unref();
  void turn();
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(later);
    unsubscribe();
    while (running) await new Promise((r) => setTimeout(r, 10));
  };
}
