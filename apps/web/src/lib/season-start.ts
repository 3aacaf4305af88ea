import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeasonStart } from '@superliga/league';
import { api } from './api-client';

/** The current season's start and market gate (countdowns take "now" from lib/server-clock). */
const seasonStartQueryOptions = () =>
  queryOptions({ queryKey: ['seasons', 'start'], queryFn: () => api.get<SeasonStart>('/seasons/start'), staleTime: 60_000 });
export const useSeasonStart = () => useQuery(seasonStartQueryOptions());
