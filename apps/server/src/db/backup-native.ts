import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { constants, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { MSG } from '@superliga/league';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { refuse } from '../lib/errors';
import { decodeBackup, exportDatabase, type Backup } from './backup';
import { openPglite, openPostgres, pgliteExtensions, type Database } from './client';

const run = promisify(execFile);

/**
 * The three kinds of backup file (docs/decisions/021-native-backups.md): PostgreSQL's own
 * (`pg_dump --format=custom`), PGlite's own (its data folder as a .tar.gz) and the portable,
 * engine-neutral gzipped JSON of decision 020, which moves a league between engines.
 */
export type BackupFormat = 'postgres' | 'pglite' | 'portable';

/** How each kind of file is named at its end. */
export const BACKUP_EXTENSIONS: Record<BackupFormat, string> = { postgres: '.dump', pglite: '.tar.gz', portable: '.json.gz' };

/** A file's kind, by its first bytes (never by its name: an upload's name is whatever the browser says). */
export function detectBackupFormat(bytes: Buffer): BackupFormat | null {
  if (bytes.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return null;
  let head: Buffer;
  try {
    // The start is enough: a sync flush inflates what the first bytes hold without the rest.
    head = gunzipSync(bytes.subarray(0, 4096), { finishFlush: constants.Z_SYNC_FLUSH });
  } catch {
    return null;
  }
  if (head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  if (head.subarray(0, 1).toString('latin1') === '{') return 'portable';
  return null;
}

/** Where pg_dump and pg_restore are: PG_BIN_DIR when set (a host with several versions), else the PATH. */
const pgTool = (name: 'pg_dump' | 'pg_restore', binDir?: string) => (binDir ? join(binDir, name) : name);

/** A tool's major version ("pg_dump (PostgreSQL) 15.20 (Debian …)" → 15), null when it does not run. */
async function toolMajor(tool: string) {
  try {
    const { stdout } = await run(tool, ['--version']);
    const m = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

async function serverMajor(database: Database) {
  const res = (await database.db.execute(sql`select current_setting('server_version_num')::int as v`)) as unknown as { rows: { v: number }[] };
  return Math.floor(res.rows[0]!.v / 10_000);
}

/**
 * Whether this host's pg_dump can write the server's own format: it must run and be at least the
 * server's major version (an older pg_dump refuses a newer server). The reason, in Spanish, when not.
 */
export async function pgDumpProblem(database: Database, binDir?: string): Promise<string | null> {
  const [tool, server] = await Promise.all([toolMajor(pgTool('pg_dump', binDir)), serverMajor(database)]);
  if (tool === null) return MSG.backupPgDumpMissing;
  if (tool < server) return MSG.backupPgDumpTooOld(tool, server);
  return null;
}

/** The live league in its engine's own format: pg_dump's custom archive, or PGlite's data folder. */
export async function dumpNative(database: Database, binDir?: string): Promise<Buffer> {
  if (database.kind === 'pglite') {
    // Taken between two statements (PGlite runs one at a time): what is committed, as a crash would leave it.
    const blob = await database.pglite!.dumpDataDir('gzip');
    return Buffer.from(await blob.arrayBuffer());
  }
  const { stdout } = await run(pgTool('pg_dump', binDir), ['--format=custom', '--no-owner', '--no-acl', `--dbname=${database.url}`], {
    encoding: 'buffer',
    maxBuffer: 4 * 1024 * 1024 * 1024,
  });
  return stdout;
}

/** A scratch PGlite in memory loaded from a data-folder backup; its rows read as a logical backup. */
async function fromPgliteFile(bytes: Buffer): Promise<Backup> {
  let client: PGlite;
  try {
    client = await PGlite.create({ loadDataDir: new Blob([bytes]), extensions: pgliteExtensions() });
  } catch {
    throw refuse('backup.not_a_backup');
  }
  const scratch = await openPglite(client);
  try {
    return await exportDatabase(scratch.db);
  } finally {
    await scratch.close();
  }
}

/**
 * A scratch database on the live league's PostgreSQL server, filled by pg_restore from the file,
 * read as a logical backup and dropped. Needs a server (a PGlite league has none) and a role
 * that may create databases.
 */
async function fromPostgresFile(bytes: Buffer, live: Database, binDir?: string): Promise<Backup> {
  if (live.kind !== 'postgres' || !live.url) throw refuse('backup.postgres_needs_server');
  const name = `superliga_restore_${process.pid}_${Date.now()}`;
  const url = Object.assign(new URL(live.url), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: live.url });
  const folder = await mkdtemp(join(tmpdir(), 'superliga-restore-'));
  await admin.connect();
  try {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
    } catch (err) {
      throw refuse('backup.scratch_database_failed', (err as Error).message);
    }
    const file = join(folder, 'backup.dump');
    await writeFile(file, bytes);
    try {
      await run(pgTool('pg_restore', binDir), ['--no-owner', '--no-acl', '--exit-on-error', `--dbname=${url}`, file], { maxBuffer: 64 * 1024 * 1024 });
    } catch (err) {
      const stderr = String((err as { stderr?: unknown }).stderr ?? (err as Error).message).trim();
      throw refuse('backup.pg_restore_failed', stderr.split('\n')[0] ?? stderr);
    }
    const scratch = await openPostgres(url, 2);
    try {
      return await exportDatabase(scratch.db);
    } finally {
      await scratch.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Any backup file read as the logical backup the restore replaces the league with: a native file
 * goes through a scratch copy of its engine, so every format restores through the one tested path
 * (restoreDatabase, decision 020). A file that is none of them is a 422.
 */
export async function readAnyBackup(bytes: Buffer, live: Database, binDir?: string): Promise<Backup> {
  const format = detectBackupFormat(bytes);
  if (format !== 'postgres' && format !== 'pglite') return decodeBackup(bytes);
  const backup = format === 'postgres' ? await fromPostgresFile(bytes, live, binDir) : await fromPgliteFile(bytes);
  // A database that never ran our migrations (another app's dump, an empty one) is not a league:
  // restoring it would empty every table.
  if (!backup.schema) throw refuse('backup.not_a_backup');
  return backup;
}
