import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupFile, BackupListResponse, BackupRestoreResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

export const backupsQueryOptions = () => queryOptions({ queryKey: ['backups'], queryFn: () => api.get<BackupListResponse>('/backups') });
export const useBackups = () => useQuery(backupsQueryOptions());

export const useCreateBackup = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => api.post<BackupFile>('/backups'), onSuccess: () => qc.invalidateQueries({ queryKey: ['backups'] }) });
};

/** Replaces the league with the file's: every cached answer is stale afterwards. */
export const useRestoreBackup = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (file: Blob) => api.upload<BackupRestoreResponse>('/backups/restore', file), onSuccess: () => qc.invalidateQueries() });
};

export const downloadBackup = (name: string) => downloadFile(`/backups/${encodeURIComponent(name)}`);
