import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ObjectivesResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** GET/PUT /seasons/{id}/objectives: the position each league team is asked to reach (decision 025). */
export const objectivesQueryOptions = (seasonId: number | null) =>
  queryOptions({
    queryKey: ['tournaments', 'objectives', seasonId],
    queryFn: () => api.get<ObjectivesResponse>(`/seasons/${seasonId}/objectives`),
    enabled: seasonId !== null,
  });
export const useObjectives = (seasonId: number | null) => useQuery(objectivesQueryOptions(seasonId));

export type ObjectiveInput = { team_id: number; objective: number | null };
export const useSaveObjectives = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ seasonId, objectives }: { seasonId: number; objectives: ObjectiveInput[] }) =>
      api.put<ObjectivesResponse & { message: string }>(`/seasons/${seasonId}/objectives`, { objectives }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tournaments'] }),
  });
};
