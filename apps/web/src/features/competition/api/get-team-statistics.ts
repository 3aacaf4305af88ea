import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TeamStatistics } from '../types';

export const teamStatisticsQueryOptions = (teamId: number) =>
  queryOptions({ queryKey: ['team-statistics', teamId], queryFn: () => api.get<TeamStatistics>(`/match-statistics/team/${teamId}`) });
export const useTeamStatistics = (teamId: number) => useQuery(teamStatisticsQueryOptions(teamId));
