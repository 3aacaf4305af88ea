import { z } from 'zod';

/** One backup file of the league (decision 020): its name, when it was taken, its size in bytes, why. */
export const backupFileSchema = z.object({
  name: z.string(),
  created_at: z.string(),
  size: z.number().int(),
  /** 'daily', 'manual', 'before-migration', 'before-restore', 'before-<import>'. */
  reason: z.string(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** `GET /backups/:name`: the file itself, gzipped JSON (application/gzip). */
export const backupDownloadSchema = z.string();

export const backupListResponseSchema = z.object({ backups: z.array(backupFileSchema) });
export type BackupListResponse = z.infer<typeof backupListResponseSchema>;

export const backupRestoreResponseSchema = z.object({
  /** When the restored backup was taken. */
  restored_from: z.string(),
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
