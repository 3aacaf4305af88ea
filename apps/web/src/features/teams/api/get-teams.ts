import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMeta, Team } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getTeams = (page: number) => api.get<{ data: Team[]; meta: ListMeta }>('/teams', { page });
export const teamsPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['teams', 'page', page], queryFn: () => getTeams(page), placeholderData: keepPreviousData });
export const useTeamsPage = (page: number) => useQuery(teamsPageQueryOptions(page));
