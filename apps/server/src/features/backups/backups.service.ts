import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { encodeBackup, exportDatabase, hasLeagueData, hasPendingMigrations, refuseNewerSchema, restoreDatabase, schemaVersion } from '../../db/backup';
import { listBackupFiles, parseBackupName, pruneBackupFiles, readBackupFile, writeBackupFile } from '../../db/backup-files';
import { detectBackupFormat, dumpNative, pgDumpProblem, readAnyBackup, type BackupFormat } from '../../db/backup-native';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { AppError, refuse } from '../../lib/errors';
import { MSG } from '@superliga/league';

/** What taking a backup needs: a ServiceDeps has it, and so has a command-line tool. */
export interface BackupDeps {
  /** The database itself, never a request's transaction: a backup reads (and a restore writes) on its own. */
  database: Database;
  clock: Clock;
  config: Pick<Config, 'BACKUP_DIR' | 'BACKUP_KEEP_DAYS'> & Partial<Pick<Config, 'PG_BIN_DIR'>>;
  /** Where a fallback to the portable format is told (decision 021); the console when not given. */
  warn?: (message: string) => void;
}

/**
 * The file of a backup taken now: the engine's own format (decision 021), or the portable JSON when
 * asked for, or when this host's pg_dump cannot dump the server (said, and the file's name shows it).
 */
async function backupNow(deps: BackupDeps, portable: boolean): Promise<{ format: BackupFormat; bytes: Buffer }> {
  const { database } = deps;
  if (!portable) {
    const problem = database.kind === 'postgres' ? await pgDumpProblem(database, deps.config.PG_BIN_DIR) : null;
    if (!problem) return { format: database.kind, bytes: await dumpNative(database, deps.config.PG_BIN_DIR) };
    (deps.warn ?? console.warn)(MSG.backupFallbackToPortable(problem));
  }
  return { format: 'portable', bytes: encodeBackup(await exportDatabase(database.db, deps.clock.now())) };
}

/** Writes a backup of the whole league now, then removes the ones older than the days kept. */
export async function takeBackup(deps: BackupDeps, reason: string, { portable = false } = {}) {
  const now = deps.clock.now();
  const { format, bytes } = await backupNow(deps, portable);
  const name = await writeBackupFile(deps.config.BACKUP_DIR, now, reason, format, bytes);
  await pruneBackupFiles(deps.config.BACKUP_DIR, deps.config.BACKUP_KEEP_DAYS, now);
  const file = (await listBackupFiles(deps.config.BACKUP_DIR)).find((f) => f.name === name);
  return file ?? { name, ...parseBackupName(name)!, size: bytes.length };
}

/**
 * The backup taken before anything that rewrites the league wholesale (a migration, an import, a
 * restore): `reason` names it in the file ('before-legacy-import'). Nothing is written for a
 * league with no users yet: there is nothing to go back to.
 */
export async function backupBefore(deps: BackupDeps, reason: string) {
  if (!(await hasLeagueData(deps.database.db))) return null;
  return takeBackup(deps, reason.startsWith('before-') ? reason : `before-${reason}`);
}

/**
 * A route's `preValidation` hook that takes the backup before an import from a screen. It runs
 * before the Idempotency-Key's transaction opens (a preHandler), so the backup reads its own
 * consistent snapshot instead of joining the request's transaction (decision 020).
 */
export const backupBeforeHook = (deps: BackupDeps, reason: string) => async () => {
  await backupBefore(deps, reason);
};

export const listBackups = (deps: BackupDeps) => listBackupFiles(deps.config.BACKUP_DIR);

export async function backupBytes(deps: BackupDeps, name: string) {
  const bytes = await readBackupFile(deps.config.BACKUP_DIR, name);
  if (!bytes) throw refuse('backup.not_found');
  return bytes;
}

/**
 * Replaces the league with the file's (decisions 020 and 021): the file, of any format, is read
 * into a logical backup (a native one through a scratch copy of its engine) and its schema checked
 * first; then the current state is backed up; then the restore runs in one transaction, which
 * checks the schema again (a migration may have run meanwhile) before anything changes.
 */
export async function restoreBackup(deps: BackupDeps & { actor: AuditActor }, bytes: Buffer | undefined) {
  if (!bytes?.length) throw refuse('backup.file_required');
  const db = deps.database.db;
  const format = detectBackupFormat(bytes) ?? 'portable';
  const backup = await readAnyBackup(bytes, deps.database, deps.config.PG_BIN_DIR);
  refuseNewerSchema(backup, await schemaVersion(db));
  const before = await backupBefore(deps, 'restore');
  try {
    // The entry is written after the replace, in its transaction: the restored log keeps that it was restored (docs/decisions/022-audit-log.md).
    await restoreDatabase(db, backup, (tx) =>
      recordAudit(tx, {
        actor: deps.actor,
        kind: 'backup.restored',
        at: deps.clock.now(),
        reference: before ? `backup:${before.name}` : null,
        before: { backup_before: before?.name ?? null },
        after: { restored_from: backup.created_at },
      }),
    );
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A file that does not fit the tables (edited by hand, cut short): nothing changed.
    throw refuse('backup.restore_failed', err instanceof Error ? err.message : String(err));
  }
  // A native file carries no time of its own that the scratch copy keeps: its name (in the folder) says it.
  return { format, restored_from: format === 'portable' ? backup.created_at : null, backup_before: before?.name ?? null };
}

/** The settings row the scheduled backup is claimed on (decision 020). */
const SCHEDULED_BACKUP_KEY = 'backup_scheduled_at';

/**
 * Claims this period's scheduled backup: true for exactly one caller per `everyHours`, whatever
 * the number of processes. The conditional update is atomic on the row: a second process waits
 * for the first one's commit and then finds the time already moved on.
 */
async function claimScheduledBackup(db: Db, now: Date, everyHours: number) {
  await db.execute(sql`insert into settings (key, value) values (${SCHEDULED_BACKUP_KEY}, '1970-01-01T00:00:00.000Z') on conflict (key) do nothing`);
  const res = (await db.execute(
    sql`update settings set value = ${now.toISOString()}
        where key = ${SCHEDULED_BACKUP_KEY} and value::timestamptz <= ${now.toISOString()}::timestamptz - ${everyHours * 3600} * interval '1 second'
        returning key`,
  )) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

/** Whether the scheduled backup's period has come (nothing claimed): the backups job's backlog on 'Tareas'. */
export async function scheduledBackupDue(db: Db, now: Date, everyHours: number) {
  if (everyHours <= 0) return false;
  const res = (await db.execute(
    sql`select 1 from settings where key = ${SCHEDULED_BACKUP_KEY}
        and value::timestamptz > ${now.toISOString()}::timestamptz - ${everyHours * 3600} * interval '1 second'`,
  )) as unknown as { rows: unknown[] };
  return res.rows.length === 0;
}

/** The daily backup when its period has come and no other process has taken it; null otherwise. */
export async function runScheduledBackup(deps: BackupDeps, everyHours: number) {
  if (!(await claimScheduledBackup(deps.database.db, deps.clock.now(), everyHours))) return null;
  return takeBackup(deps, 'daily');
}

/**
 * Applies pending migrations with a backup first (decision 020): on PostgreSQL inside the
 * migration lock, so of processes started together only the one that migrates backs up.
 */
export function migrateWithBackup<T>(database: Database, deps: Omit<BackupDeps, 'database'>, andThen?: () => Promise<T>) {
  return database.migrate(andThen, async () => {
    if ((await hasPendingMigrations(database.db)) && (await hasLeagueData(database.db))) await takeBackup({ ...deps, database }, 'before-migration');
  });
}
