import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentsResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const tournamentsQueryOptions = (season?: number | null) =>
  queryOptions({
    queryKey: ['tournaments', season ?? 'all'],
    queryFn: () => api.get<TournamentsResponse>('/tournaments', { season: season ?? undefined }).then((r) => r.data),
  });
export const useTournaments = (season?: number | null, enabled = true) => useQuery({ ...tournamentsQueryOptions(season), enabled });
