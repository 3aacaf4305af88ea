import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchBetsResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getMatchBets = (page: number) => api.get<MatchBetsResponse>('/bets', { page });
export const matchBetsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['bets', 'match', 'page', page], queryFn: () => getMatchBets(page), placeholderData: keepPreviousData });
export const useMatchBets = (page: number) => useQuery(matchBetsQueryOptions(page));
