import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface SeasonStart {
  id: number;
  name: string;
  start_date: string;
  market_opens_at: string;
  now: string;
}

/** The current season's start and market gate (countdowns take "now" from lib/server-clock). */
export const seasonStartQueryOptions = () =>
  queryOptions({ queryKey: ['seasons', 'start'], queryFn: () => api.get<SeasonStart>('/seasons/start'), staleTime: 60_000 });
export const useSeasonStart = () => useQuery(seasonStartQueryOptions());
