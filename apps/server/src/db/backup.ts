import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { refuse } from '../lib/errors';
import { migrationsFolder, type Db, type DbOrTx, type Tx } from './client';
import * as schema from './schema';

/**
 * Every table of db/schema.ts, parents before children (each foreign key points to an earlier
 * table), so a restore inserts in this order and deletes in the reverse one. Derived, not
 * listed: a table added to the schema is in the next backup without anyone remembering it
 * (docs/decisions/020-backups-and-logs.md).
 */
export const BACKUP_TABLES: readonly string[] = (() => {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const parents = new Map<string, string[]>(
    tables.map((t) => [
      getTableName(t),
      getTableConfig(t)
        .foreignKeys.map((fk) => getTableName(fk.reference().foreignTable))
        .filter((p) => p !== getTableName(t)),
    ]),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`Foreign keys in a cycle: ${[...path, name].join(' -> ')}`);
    for (const p of parents.get(name) ?? []) visit(p, [...path, name]);
    ordered.push(name);
  };
  for (const name of [...parents.keys()].sort()) visit(name, []);
  return ordered;
})();

/** The last migration a database has applied: its journal tag and its `when` (the order). */
export interface SchemaVersion {
  migration: string;
  when: number;
}

export interface Backup {
  format: 'superliga-backup';
  /** 1: the first files, without the schema version; 2: with it. */
  version: 1 | 2;
  created_at: string;
  schema?: SchemaVersion;
  tables: Record<string, unknown[]>;
}

type Rows<T = Record<string, unknown>> = { rows: T[] };

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code knows, in order (meta/_journal.json). */
export function knownMigrations(): JournalEntry[] {
  return (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The schema version of a database (null: never migrated), read from drizzle's own record of what it applied. */
export async function schemaVersion(db: DbOrTx): Promise<SchemaVersion | null> {
  const exists = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as e`)) as unknown as Rows<{ e: boolean }>;
  if (!exists.rows[0]?.e) return null;
  const res = (await db.execute(sql`select max(created_at)::text as w from drizzle.__drizzle_migrations`)) as unknown as Rows<{ w: string | null }>;
  const when = Number(res.rows[0]?.w ?? NaN);
  if (!Number.isFinite(when)) return null;
  return { migration: knownMigrations().find((m) => m.when === when)?.tag ?? `desconocida (${when})`, when };
}

/** Whether this code has migrations the database has not applied yet. */
export async function hasPendingMigrations(db: Db) {
  const current = await schemaVersion(db);
  return knownMigrations().some((m) => !current || m.when > current.when);
}

/** The schema's tables that exist in this database (before a migration, a new one may not yet). */
async function presentTables(db: DbOrTx) {
  const res = (await db.execute(sql`select table_name as t from information_schema.tables where table_schema = current_schema()`)) as unknown as Rows<{
    t: string;
  }>;
  const present = new Set(res.rows.map((r) => r.t));
  return BACKUP_TABLES.filter((t) => present.has(t));
}

/** Whether a database holds a league worth keeping (a backup of an empty one saves nothing). */
export async function hasLeagueData(db: Db) {
  if (!(await presentTables(db)).includes('users')) return false;
  const res = (await db.execute(sql`select exists (select 1 from users) as e`)) as unknown as Rows<{ e: boolean }>;
  return Boolean(res.rows[0]?.e);
}

/**
 * A logical backup: every table's rows as JSON written by PostgreSQL itself (row_to_json keeps
 * timestamps and numbers exactly), read in one repeatable-read transaction so the copy is
 * consistent, with the schema version it was taken at. Engine-neutral: a PGlite backup restores
 * into PostgreSQL and back.
 */
export async function exportDatabase(db: Db, now = new Date()): Promise<Backup> {
  const tables: Record<string, unknown[]> = {};
  let version: SchemaVersion | null = null;
  await db.transaction(
    async (tx) => {
      version = await schemaVersion(tx);
      for (const t of await presentTables(tx)) {
        const res = (await tx.execute(sql.raw(`select row_to_json(t)::text as r from "${t}" t order by 1`))) as unknown as Rows<{ r: string }>;
        tables[t] = res.rows.map((row) => JSON.parse(row.r) as unknown);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { format: 'superliga-backup', version: 2, created_at: now.toISOString(), ...(version ? { schema: version } : {}), tables };
}

/** The file's bytes: gzipped JSON. */
export const encodeBackup = (backup: Backup) => gzipSync(JSON.stringify(backup));

/** Reads a backup file's bytes; anything else is refused with a Spanish message (422). */
export function decodeBackup(bytes: Buffer): Backup {
  let backup: Backup;
  try {
    backup = JSON.parse(gunzipSync(bytes).toString('utf8')) as Backup;
  } catch {
    throw refuse('backup.not_a_backup');
  }
  if (backup?.format !== 'superliga-backup' || ![1, 2].includes(backup.version) || typeof backup.tables !== 'object' || !backup.tables)
    throw refuse('backup.not_a_backup');
  return backup;
}

/** A file from a newer schema than the database's is refused (its columns may not exist here): a 422 in Spanish. */
export function refuseNewerSchema(backup: Backup, current: SchemaVersion | null) {
  if (backup.schema && current && backup.schema.when > current.when) throw refuse('backup.newer_schema', backup.schema.migration, current.migration);
}

/**
 * Replaces the whole league with the backup's, in one transaction: every table emptied and
 * refilled, sequences moved past the restored ids. A file from a newer schema than this
 * database's is refused (its columns may not exist here); an older one is restored by the
 * columns it has, the newer columns taking their defaults.
 */
export async function restoreDatabase(db: Db, backup: Backup, afterReplace?: (tx: Tx) => Promise<void>) {
  await db.transaction(async (tx) => {
    refuseNewerSchema(backup, await schemaVersion(tx));
    const tables = await presentTables(tx);
    // The audit log refuses deletes except while a restore replaces it (docs/decisions/022-audit-log.md).
    await tx.execute(sql`select set_config('superliga.restoring', 'on', true)`);
    for (const t of [...tables].reverse()) await tx.execute(sql.raw(`delete from "${t}"`));
    for (const t of tables) {
      // Rows a trigger wrote from an earlier table (player_name_words from players) give way to the backup's.
      await tx.execute(sql.raw(`delete from "${t}"`));
      const rows = (backup.tables[t] ?? []) as Record<string, unknown>[];
      if (rows.length) {
        const columns = Object.keys(rows[0]!)
          .map((c) => `"${c.replaceAll('"', '""')}"`)
          .join(', ');
        for (let i = 0; i < rows.length; i += 1000) {
          const chunk = JSON.stringify(rows.slice(i, i + 1000));
          await tx.execute(
            sql`insert into ${sql.identifier(t)} (${sql.raw(columns)}) select ${sql.raw(columns)} from json_populate_recordset(null::${sql.identifier(t)}, ${chunk}::json)`,
          );
        }
      }
      const serial = (await tx.execute(
        sql`select column_name as c from information_schema.columns where table_schema = current_schema() and table_name = ${t} and column_default like 'nextval%'`,
      )) as unknown as Rows<{ c: string }>;
      for (const { c } of serial.rows)
        await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('"${t}"', '${c}'), coalesce((select max("${c}") from "${t}"), 0) + 1, false)`));
    }
    // What must be written over the restored tables in the same transaction (the restore's own audit entry).
    await afterReplace?.(tx);
  });
}
