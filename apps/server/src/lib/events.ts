import { EventEmitter } from 'node:events';
import type { LiveEvent as LeagueLiveEvent } from '@superliga/league';
import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client';
import { PgListener } from './pg-listener';
import { isTestProcess } from '../config';

/**
 * A change other users' open pages should react to: one of league's typed live events
 * (docs/decisions/027-the-phone-app.md). Payloads carry ids only, never hidden amounts.
 */
export type LiveEvent = LeagueLiveEvent & {
  /** Only this user's streams receive it (their notifications); absent: every stream. */
  userId?: number;
};

/** The PostgreSQL channel every server process LISTENs on. */
const EVENTS_CHANNEL = 'superliga_events';

/**
 * One hub per database: local subscribers and, on PostgreSQL, the LISTEN connection that brings
 * in the events of every process (this one included, so delivery is the same for all).
 */
class Hub {
  private emitter = new EventEmitter();
  private listener?: PgListener;

  constructor(database: Database) {
    this.emitter.setMaxListeners(0);
    if (database.kind === 'postgres' && database.url) {
      this.listener = new PgListener(
        database.url,
        EVENTS_CHANNEL,
        (payload) => {
          try {
            this.deliver(JSON.parse(payload) as LiveEvent);
          } catch {
            // A foreign or malformed notification on our channel is ignored, not fatal.
          }
        },
        () => this.emitter.listenerCount('event') > 0,
      );
    }
  }

  get crossProcess() {
    return !!this.listener;
  }

  /** Resolves once notifications from other processes will arrive (at once on PGlite). */
  ready(): Promise<void> {
    return this.listener?.ready() ?? Promise.resolve();
  }

  deliver(event: LiveEvent) {
    this.emitter.emit('event', event);
  }

  subscribe(fn: (event: LiveEvent) => void) {
    this.emitter.on('event', fn);
    return () => {
      this.emitter.off('event', fn);
    };
  }

  async close() {
    this.emitter.removeAllListeners();
    await this.listener?.close();
  }
}

const hubs = new WeakMap<Database, Hub>();
const hubOf = (database: Database) => {
  let hub = hubs.get(database);
  if (!hub) hubs.set(database, (hub = new Hub(database)));
  return hub;
};

/** What `publish` needs: the handle to NOTIFY on, and the unit of work it runs in, if any. */
interface Publisher {
  db: Db | Tx;
  database: Database;
  /** A unit of work (market/unit-of-work.ts) keeps the event until it commits. */
  unit?: { record(event: LiveEvent): void };
}

/**
 * Announces a change, so nobody hears of one that was rolled back. Inside a unit of work
 * (`deps.unit`, a keyed request) the event is recorded and the unit publishes it after its commit,
 * or drops it on a rollback (docs/decisions/043-the-unit-of-work.md); anywhere else (jobs, the
 * scheduler, requests without a key) call it after the transaction commits and it goes out at
 * once. Announcing inside a transaction would also keep the rows it locked (an auction's, for
 * racing bids) through PostgreSQL's one-at-a-time commit of every NOTIFY. On PostgreSQL it goes
 * through NOTIFY and reaches every process (also this one, through its LISTEN); on PGlite it stays
 * in this process. Never throws: a lost notification must not fail work that already committed.
 */
export async function publish(deps: Publisher, event: LiveEvent): Promise<void> {
  if (deps.unit) return deps.unit.record(event);
  const hub = hubOf(deps.database);
  try {
    if (hub.crossProcess) await deps.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    else hub.deliver(event);
  } catch (err) {
    if (!isTestProcess()) console.warn(`No se pudo publicar el evento ${event.type}: ${(err as Error).message}`);
  }
}

/** Listens to every live event of the database; resolves with the unsubscribe function once listening. */
export async function subscribe(deps: { database: Database }, fn: (event: LiveEvent) => void) {
  const hub = hubOf(deps.database);
  const unsubscribe = hub.subscribe(fn);
  try {
    await hub.ready();
  } catch (err) {
    unsubscribe();
    throw err;
  }
  return unsubscribe;
}

/** Ends the LISTEN connection of a database (on app close). */
export async function closeEvents(database: Database) {
  const hub = hubs.get(database);
  hubs.delete(database);
  await hub?.close();
}
