import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMeta, Player } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getPlayers = (page: number) => api.get<{ data: Player[]; meta: ListMeta }>('/players', { page });
export const playersPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['players', 'page', page], queryFn: () => getPlayers(page), placeholderData: keepPreviousData });
export const usePlayersPage = (page: number, enabled: boolean) => useQuery({ ...playersPageQueryOptions(page), enabled });
