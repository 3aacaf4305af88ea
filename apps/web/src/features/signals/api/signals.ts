import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignalItem, SignalReviewBody } from '@superliga/league';
import { api } from '../../../lib/api-client';

export type SignalsFilter = 'no' | 'yes';

/** `GET /signals` (staff): the signals still to review, or the reviewed ones (docs/decisions/030-signals-for-staff.md). */
export const signalsQueryOptions = (reviewed: SignalsFilter) =>
  queryOptions({ queryKey: ['signals', reviewed], queryFn: () => api.get<{ data: SignalItem[] }>('/signals', { reviewed }) });
export const useSignals = (reviewed: SignalsFilter) => useQuery(signalsQueryOptions(reviewed));

/** Marks one reviewed with a note (audited): it moves from one list to the other, and the audit log has a new entry. */
export const useReviewSignal = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: SignalReviewBody & { key: string }) => api.post<{ message: string }>(`/signals/${encodeURIComponent(key)}/review`, body),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['signals'] }), qc.invalidateQueries({ queryKey: ['audit'] })]),
  });
};
