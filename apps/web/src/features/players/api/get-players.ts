import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMeta, Player, PlayerFilterParams } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** A page of players with the market filters and sort (docs/decisions/035-market-filters-and-watchlist.md); none given: the documents' list. */
export const getPlayers = (page: number, filters: PlayerFilterParams = {}) => api.get<{ data: Player[]; meta: ListMeta }>('/players', { page, ...filters });
export const playersPageQueryOptions = (page: number, filters: PlayerFilterParams = {}) =>
  queryOptions({ queryKey: ['players', 'page', page, filters], queryFn: () => getPlayers(page, filters), placeholderData: keepPreviousData });
export const usePlayersPage = (page: number, enabled: boolean, filters: PlayerFilterParams = {}) =>
  useQuery({ ...playersPageQueryOptions(page, filters), enabled });
