import { z } from 'zod';

/**
 * A backup file's kind (decision 021): PostgreSQL's own (pg_dump, `.dump`), the embedded
 * database's own (its data folder, `.tar.gz`) or the portable JSON that moves between engines.
 */
export const backupFormatSchema = z.enum(['postgres', 'pglite', 'portable']);

/** One backup file of the league (decisions 020, 021): its name, when it was taken, its size in bytes, why, its kind. */
export const backupFileSchema = z.object({
  name: z.string(),
  created_at: z.string(),
  size: z.number().int(),
  /** 'daily', 'manual', 'before-migration', 'before-restore', 'before-<import>'. */
  reason: z.string(),
  format: backupFormatSchema,
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** `GET /backups/:name`: the file itself, as it was written. */
export const backupDownloadSchema = z.string();

export const backupListResponseSchema = z.object({ backups: z.array(backupFileSchema) });
export type BackupListResponse = z.infer<typeof backupListResponseSchema>;

export const backupRestoreResponseSchema = z.object({
  /** The restored file's kind, read from its first bytes. */
  format: backupFormatSchema,
  /** When a portable backup was taken (null for a native file: its name says when). */
  restored_from: z.string().nullable(),
  /** The backup of the state the restore replaced (null: the league was empty). */
  backup_before: z.string().nullable(),
});
export type BackupRestoreResponse = z.infer<typeof backupRestoreResponseSchema>;

/** Why a backup was taken, as the Admin reads it. */
export function backupReasonLabel(reason: string) {
  const labels: Record<string, string> = {
    daily: 'Diaria',
    manual: 'Manual',
    'before-migration': 'Antes de actualizar',
    'before-restore': 'Antes de restaurar',
  };
  if (labels[reason]) return labels[reason];
  if (reason.startsWith('before-')) return `Antes de ${reason.slice('before-'.length).replace(/-/g, ' ')}`;
  return reason;
}
