import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClauseRound, ListMeta } from '@superliga/league';
import { api } from '../../../../lib/api-client';

export const getClauseRounds = (season: string | null, page: number) => api.get<{ data: ClauseRound[]; meta: ListMeta }>('/clause-rounds', { season, page });
export const clauseRoundsQueryOptions = (season: string | null, page: number) =>
  queryOptions({ queryKey: ['offers', 'rounds', season ?? 'all', page], queryFn: () => getClauseRounds(season, page), placeholderData: keepPreviousData });
export const useClauseRounds = (season: string | null, page: number) => useQuery(clauseRoundsQueryOptions(season, page));
