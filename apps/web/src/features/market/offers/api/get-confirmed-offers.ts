import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMeta, Offer } from '@superliga/league';
import { api } from '../../../../lib/api-client';

export const getConfirmedOffers = (season: string | null, page: number) => api.get<{ data: Offer[]; meta: ListMeta }>('/ofertas-confirmadas', { season, page });
export const confirmedOffersQueryOptions = (season: string | null, page: number) =>
  queryOptions({
    queryKey: ['offers', 'confirmed', season ?? 'all', page],
    queryFn: () => getConfirmedOffers(season, page),
    placeholderData: keepPreviousData,
  });
export const useConfirmedOffers = (season: string | null, page: number) => useQuery(confirmedOffersQueryOptions(season, page));
