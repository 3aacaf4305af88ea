import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const matchQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['matches', id], queryFn: () => api.get<MatchResponse>(`/games/${id}`).then((r) => r.data) });
export const useMatch = (id: number) => useQuery(matchQueryOptions(id));
