import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerBetsResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getPlayerBets = (page: number) => api.get<PlayerBetsResponse>('/singlebet', { page });
export const playerBetsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['bets', 'player', 'page', page], queryFn: () => getPlayerBets(page), placeholderData: keepPreviousData });
export const usePlayerBets = (page: number) => useQuery(playerBetsQueryOptions(page));
