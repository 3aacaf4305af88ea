import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FmImportApplyBody, FmImportResult } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** `POST /fm-imports` (Admin, with the mutation's Idempotency-Key): the ticked changes, all or none. */
export const applyFmImport = (body: FmImportApplyBody) => api.post<FmImportResult>('/fm-imports', body);
export const useApplyFmImport = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyFmImport,
    // Players were created, moved or re-rated: every list that shows them.
    onSuccess: () => Promise.all(['fm-imports', 'players', 'teams', 'squad'].map((k) => qc.invalidateQueries({ queryKey: [k] }))),
  });
};
