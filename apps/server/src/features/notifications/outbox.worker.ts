import type { NotificationText } from '@superliga/league';
import type { ServiceDeps } from '../../lib/context';
import { publish, subscribe } from '../../lib/events';
import { deliverDueAnnouncements } from './discord.sender';
import * as repo from './notifications.repository';
import { deliverDuePush } from './push.sender';

const BATCH = 100;
/** How often due rows are looked for when no live event wakes the worker first. */
const OUTBOX_POLL_MS = 2_000;
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

type WorkerDeps = Pick<ServiceDeps, 'db' | 'database' | 'clock' | 'config'>;

/**
 * One delivery lane: turns at least OUTBOX_MIN_GAP_MS apart, one at a time; a wake-up during a
 * turn runs one more after it. A failure is logged and retried on the next turn (the rows stay due).
 */
function lane(work: () => Promise<unknown>, log: (err: unknown) => void) {
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
      await work();
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
  return {
    turn,
    async stop() {
      stopped = true;
      clearTimeout(later);
      while (running) await new Promise((r) => setTimeout(r, 10));
    },
  };
}

/**
 * Runs the deliveries in the background, each in a lane of its own (decision 014): in-app notices,
 * push and Discord. A push service or Discord that is slow or never answers holds only its own
 * lane (and that for OUTGOING_TIMEOUT_MS at most a call); in-app notices never wait behind it.
 * Lanes turn on live events (a change just committed, maybe in another process), at least
 * OUTBOX_MIN_GAP_MS apart, and every OUTBOX_POLL_MS.
 */
export async function startOutboxWorker(deps: WorkerDeps, log: (err: unknown) => void) {
  const lanes = [
    // A full batch means more may be waiting.
    lane(async () => {
      while ((await deliverDueNotices(deps)) >= BATCH);
    }, log),
    lane(() => deliverDuePush(deps), log),
    lane(() => deliverDueAnnouncements(deps), log),
  ];
  const wake = () => {
    for (const l of lanes) void l.turn();
  };
  const unsubscribe = await subscribe(deps, (event) => {
    if (event.type !== 'notification.created') wake();
  });
  const timer = setInterval(wake, OUTBOX_POLL_MS);
  timer.unref();
  wake();
  return async () => {
    clearInterval(timer);
    unsubscribe();
    await Promise.all(lanes.map((l) => l.stop()));
  };
}
