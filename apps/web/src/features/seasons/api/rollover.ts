import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RolloverBody, RolloverPreview } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** GET/POST /seasons/{id}/rollover: the next season from the current one, in one step (decision 025). */
export const rolloverQueryOptions = (seasonId: number | null) =>
  queryOptions({
    queryKey: ['seasons', 'rollover', seasonId],
    queryFn: () => api.get<RolloverPreview>(`/seasons/${seasonId}/rollover`),
    enabled: seasonId !== null,
  });
export const useRolloverPreview = (seasonId: number | null) => useQuery(rolloverQueryOptions(seasonId));

export const useRollover = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ seasonId, body }: { seasonId: number; body: RolloverBody }) =>
      api.post<{ message: string; season: { id: number; name: string }; notes: string[] }>(`/seasons/${seasonId}/rollover`, body),
    // Every screen reads the current season: refetch them all.
    onSuccess: () => qc.invalidateQueries(),
  });
};
