import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Tournament } from '../types';

export const tournamentsQueryOptions = (season?: number | null) =>
  queryOptions({
    queryKey: ['tournaments', season ?? 'all'],
    queryFn: () => api.get<{ data: Tournament[] }>('/tournaments', { season: season ?? undefined }).then((r) => r.data),
  });
export const useTournaments = (season?: number | null) => useQuery(tournamentsQueryOptions(season));
