import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_EXTENSIONS, type BackupFormat } from './backup-native';

/**
 * The backup folder: one file per backup, named by its time, reason and kind
 * (superliga-2026-11-26T03-00-00-000Z-daily.dump), so the folder alone says what each file is:
 * `.dump` PostgreSQL's own, `.tar.gz` PGlite's own, `.json.gz` portable (decision 021).
 */
const NAME = /^superliga-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(?:-([a-z0-9-]+?))?(\.dump|\.tar\.gz|\.json\.gz)$/;
const FORMAT_OF = new Map(Object.entries(BACKUP_EXTENSIONS).map(([format, ext]) => [ext, format as BackupFormat]));

export interface BackupFile {
  name: string;
  created_at: string;
  size: number;
  reason: string;
  format: BackupFormat;
}

/** A reason as it goes into a file name: lower-case words and dashes ('daily', 'before-migration'). */
const reasonSlug = (reason: string) =>
  reason
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'manual';

export function parseBackupName(name: string) {
  const m = NAME.exec(name);
  if (!m) return null;
  return { created_at: `${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`, reason: m[6] ?? 'manual', format: FORMAT_OF.get(m[7]!)! };
}

export async function writeBackupFile(dir: string, createdAt: Date, reason: string, format: BackupFormat, bytes: Buffer) {
  await mkdir(dir, { recursive: true });
  const stamp = createdAt.toISOString().replace(/[:.]/g, '-');
  for (let n = 0; ; n++) {
    // Two backups in the same millisecond with the same reason: the second one a millisecond on.
    const name = `superliga-${n ? new Date(createdAt.getTime() + n).toISOString().replace(/[:.]/g, '-') : stamp}-${reasonSlug(reason)}${BACKUP_EXTENSIONS[format]}`;
    try {
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
      return name;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || n > 100) throw err;
    }
  }
}

/** The folder's backups, newest first (files not named like ours are left alone). */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files: BackupFile[] = [];
  for (const name of names) {
    const parsed = parseBackupName(name);
    if (!parsed) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info?.isFile()) files.push({ name, ...parsed, size: info.size });
  }
  return files.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name));
}

/** A backup's bytes by its listed name (null when there is no such backup: no path tricks). */
export async function readBackupFile(dir: string, name: string) {
  if (!parseBackupName(name)) return null;
  return readFile(join(dir, name)).catch(() => null);
}

/** Removes the backups older than `keepDays` days, never the newest one. Returns the names removed. */
export async function pruneBackupFiles(dir: string, keepDays: number, now: Date) {
  const [newest, ...older] = await listBackupFiles(dir);
  if (!newest) return [];
  const limit = now.getTime() - keepDays * 86_400_000;
  const removed: string[] = [];
  for (const f of older)
    if (Date.parse(f.created_at) < limit) {
      await unlink(join(dir, f.name)).catch(() => {});
      removed.push(f.name);
    }
  return removed;
}
