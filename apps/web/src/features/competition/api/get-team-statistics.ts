import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamStatistics } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const teamStatisticsQueryOptions = (teamId: number) =>
  queryOptions({ queryKey: ['team-statistics', teamId], queryFn: () => api.get<TeamStatistics>(`/match-statistics/team/${teamId}`) });
export const useTeamStatistics = (teamId: number) => useQuery(teamStatisticsQueryOptions(teamId));
