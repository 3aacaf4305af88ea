import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMeta, Player } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** Players of teams outside Primera and Segunda and the free agents, one page at a time. */
export const getOutsidePlayers = (page: number) => api.get<{ data: Player[]; meta: ListMeta }>('/players/filter-by-division', { page });
export const outsidePlayersQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['players', 'outside', page], queryFn: () => getOutsidePlayers(page), placeholderData: keepPreviousData });
export const useOutsidePlayers = (page: number, enabled: boolean) => useQuery({ ...outsidePlayersQueryOptions(page), enabled });
