import { LRUCache } from 'lru-cache';
import { CHANGES_CHANNEL, type Database } from '../db/client';
import { PgListener } from './pg-listener';

/**
 * The tables that announce their changes (triggers of migration 0003). A cached read may depend
 * on these only: a read that touches any other table must not go through the cache.
 */
export const ANNOUNCED_TABLES = ['users', 'tokens', 'teams', 'players', 'tournaments', 'matches', 'seasons', 'season_rules'] as const;
export type AnnouncedTable = (typeof ANNOUNCED_TABLES)[number];

/** How many announcements are remembered to recognise their copies (they arrive within moments). */
const HEARD_LIMIT = 10_000;

interface Entry {
  stamp: string;
  value: unknown;
}

/**
 * Results of hot reads (the token of each request, player lists, teams, standings) kept in memory
 * until one of the tables they were read from changes. Money, hidden amounts and anything decided
 * inside a transaction are never read from here: those reads always go to the database.
 *
 * Consistency: this process hears of its own commits before the committing call returns
 * (Database.onOwnChange), so it never serves what it has itself overwritten. Other processes'
 * commits arrive through one LISTEN connection a moment later; while that connection is down the
 * cache is bypassed, and entries from before a reconnect are never served again (notifications
 * may have been lost in between).
 */
export class ReadCache {
  private readonly versions = new Map<string, number>();
  /** Announcements already counted ('players:1234'), oldest first; bounded. */
  private readonly heard = new Set<string>();
  private readonly entries: LRUCache<string, Entry>;
  private readonly loading = new Map<string, { stamp: string; promise: Promise<unknown> }>();
  private readonly listener?: PgListener;
  private readonly unsubscribe: () => void;

  constructor(database: Database, limits = { entries: 5000, chars: 64_000_000 }) {
    // Bounded by count and by size: one `/players?all=true` over 100,000 players is ~15 MB of
    // JSON, so a few of those must not grow the process without end (a larger body is not kept).
    this.entries = new LRUCache({
      max: limits.entries,
      maxSize: limits.chars,
      maxEntrySize: limits.chars / 4,
      sizeCalculation: (entry) => (typeof entry.value === 'string' ? Math.max(entry.value.length, 1) : 256),
    });
    this.unsubscribe = database.onOwnChange((announcement) => this.changed(announcement));
    if (database.kind === 'postgres' && database.url) {
      this.listener = new PgListener(
        database.url,
        CHANGES_CHANNEL,
        (announcement) => this.changed(announcement),
        () => true,
      );
    }
  }

  /** Resolves once other processes' changes are heard (at once on the embedded database). */
  async start() {
    await this.listener?.ready();
  }

  /**
   * A table changed. `announcement` is '<table>:<transaction id>' (migration 0005): one commit
   * reaches this process several times on PostgreSQL (the connection that committed, the other
   * pooled ones, the LISTEN connection), and counting each copy would drop results read after
   * the first one as if the table had changed again. A bare table name always counts.
   */
  changed(announcement: string) {
    const sep = announcement.lastIndexOf(':');
    const table = sep < 0 ? announcement : announcement.slice(0, sep);
    if (sep >= 0) {
      if (this.heard.has(announcement)) return;
      this.heard.add(announcement);
      if (this.heard.size > HEARD_LIMIT) this.heard.delete(this.heard.values().next().value!);
    }
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  /** Null while other processes' changes could go unheard: then nothing is served from memory. */
  private stamp(tables: readonly AnnouncedTable[]): string | null {
    let stamp = '';
    if (this.listener) {
      if (!this.listener.listening) return null;
      stamp = `${this.listener.connection}`;
    }
    for (const t of tables) stamp += `:${this.versions.get(t) ?? 0}`;
    return stamp;
  }

  /**
   * The cached result of `load` under `key`, read from `tables`, or a fresh one. A result whose
   * tables changed while it was being read is handed out but not kept. Concurrent misses of one
   * key share one load.
   */
  /** The kept result under `key` while its tables are unchanged, or undefined (no load). */
  peek(key: string, tables: readonly AnnouncedTable[]): unknown {
    const stamp = this.stamp(tables);
    if (stamp === null) return undefined;
    const hit = this.entries.get(key);
    return hit && hit.stamp === stamp ? hit.value : undefined;
  }

  async read<T>(key: string, tables: readonly AnnouncedTable[], load: () => Promise<T>): Promise<T> {
    const stamp = this.stamp(tables);
    if (stamp === null) return load();
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp) return hit.value as T;
    const pending = this.loading.get(key);
    if (pending && pending.stamp === stamp) return pending.promise as Promise<T>;
    const promise = load();
    this.loading.set(key, { stamp, promise });
    try {
      const value = await promise;
      if (this.stamp(tables) === stamp) this.entries.set(key, { stamp, value });
      return value;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  async close() {
    this.unsubscribe();
    this.entries.clear();
    await this.listener?.close();
  }
}
