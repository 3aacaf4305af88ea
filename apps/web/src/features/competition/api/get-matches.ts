import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchesResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** The matches of one season, or of every season when `season` is undefined. */
export const matchesQueryOptions = (season?: number) =>
  queryOptions({
    queryKey: ['matches', season ?? 'all'],
    queryFn: () => api.get<MatchesResponse>('/matches', season === undefined ? undefined : { season_id: season }).then((r) => r.data),
  });
export const useMatches = (season?: number, enabled = true) => useQuery({ ...matchesQueryOptions(season), enabled });
