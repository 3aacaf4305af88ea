import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PreparingClient } from './prepared';
import * as schema from './schema';
import { isTestProcess } from '../config';
import { DEFAULT_POOL_SIZE } from '../config';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or a transaction handle. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations, then runs `andThen` (the start-up writes: bootstrap, demo league)
   * before any other process may: on PostgreSQL both happen under one advisory lock. `before`
   * runs first under the same lock (the backup before a migration, decision 020).
   */
  migrate<T = void>(andThen?: () => Promise<T>, before?: () => Promise<void>): Promise<T | undefined>;
  close(): Promise<void>;
  /** The PostgreSQL connection string when on a server (for LISTEN/NOTIFY, and pg_dump's backups). */
  url?: string;
  /** The embedded instance when on PGlite (its data folder is its backup, decision 021). */
  pglite?: PGlite;
  /**
   * Calls `fn` with the table of every change this process's own connections commit (announced
   * by the triggers of migration 0003), before the committing call returns: a read right after a
   * write never meets a cache that has not heard of it. Returns the unsubscribe function.
   */
  onOwnChange(fn: (table: string) => void): () => void;
}

/** The channel the change triggers NOTIFY on (migration 0003). */
export const CHANGES_CHANNEL = 'superliga_changes';

function changeEmitter() {
  const emitter = new EventEmitter().setMaxListeners(0);
  const emit = (table: string) => {
    try {
      emitter.emit('change', table);
    } catch {
      // A listener's fault must not break the database connection that delivered the change.
    }
  };
  const onOwnChange = (fn: (table: string) => void) => {
    emitter.on('change', fn);
    return () => void emitter.off('change', fn);
  };
  return { emit, onOwnChange };
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export function pgliteExtensions() {
  return { pg_trgm };
}

/** Embedded PGlite in `dataDir` (or in memory with 'memory://'), or an existing PGlite instance. */
export async function openPglite(source: string | PGlite): Promise<Database> {
  let client: PGlite;
  if (typeof source === 'string') {
    if (!source.startsWith('memory://')) mkdirSync(source, { recursive: true });
    client = await PGlite.create(source, { extensions: pgliteExtensions() });
  } else client = source;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // PGlite is one session: its own NOTIFYs come back to it, delivered while the COMMIT runs.
  const changes = changeEmitter();
  await client.listen(CHANGES_CHANNEL, changes.emit);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    onOwnChange: changes.onOwnChange,
    migrate: async <T>(andThen?: () => Promise<T>, before?: () => Promise<void>) => {
      await before?.();
      await migratePglite(db as never, { migrationsFolder });
      return andThen?.();
    },
    close: () => client.close(),
  };
}

/**
 * A pool of `max` connections. With `full` (a server process), all of them are opened now and
 * kept while the process runs: a deadline rush after a quiet hour would otherwise first wait for
 * each connection to be made (and to LISTEN), on the minute that matters most.
 */
export async function openPostgres(url: string, max = DEFAULT_POOL_SIZE, { full = false } = {}): Promise<Database> {
  // Every pooled connection LISTENs too: a session hears its own NOTIFY in the reply to its
  // COMMIT, so this process learns of its own writes before the write's call returns (other
  // processes' writes come through the cache's dedicated listener, a moment later). The pool
  // awaits onConnect before it hands the connection out.
  const changes = changeEmitter();
  const onConnect = async (client: pg.ClientBase) => {
    client.on('notification', (msg) => {
      if (msg.channel === CHANGES_CHANNEL && msg.payload) changes.emit(msg.payload);
    });
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
  };
  const pool = new pg.Pool({ connectionString: url, max, min: full ? max : 0, onConnect, Client: PreparingClient });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => {
    if (!isTestProcess()) console.warn(`PostgreSQL: conexión inactiva perdida (${err.message})`);
  });
  if (full) {
    const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    for (const client of clients) client.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    onOwnChange: changes.onOwnChange,
    migrate: <T>(andThen?: () => Promise<T>, before?: () => Promise<void>) => migrateLocked(pool, andThen, before),
    close: () => pool.end(),
  };
}

/**
 * Processes started together on one database would each create the migrations table and apply
 * the same migration (and then each insert the league's basics), and all but one crash on the
 * duplicate. A session-level advisory lock lets one migrate and bootstrap while the others wait,
 * then find nothing left to do. The migration runs on the locking connection, so the lock is
 * released when that session ends even if this process dies.
 */
async function migrateLocked<T>(pool: pg.Pool, andThen?: () => Promise<T>, before?: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      await before?.();
      await migratePg(drizzlePg({ client, schema }) as never, { migrationsFolder });
      return await andThen?.();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The advisory lock's name (hashed to its key) taken around migrations on PostgreSQL. */
const MIGRATION_LOCK = 'superliga_migrations';

export function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number; full?: boolean }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize, { full: opts.full }) : openPglite(opts.dataDir);
}
