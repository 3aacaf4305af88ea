import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchStatisticsResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** One match's rows, or (`per_match: true`) a tournament's rows per player and match; without it a tournament answers totals (docs/decisions/017). */
export type StatisticsFilter = { match_id: number } | { tournament_id: number; per_match: true };
export const matchStatisticsQueryOptions = (filter: StatisticsFilter) =>
  queryOptions({
    queryKey: ['match-statistics', filter],
    queryFn: () => api.get<MatchStatisticsResponse>('/match-statistics', filter).then((r) => r.data),
  });
export const useMatchStatistics = (filter: StatisticsFilter, enabled = true) => useQuery({ ...matchStatisticsQueryOptions(filter), enabled });
