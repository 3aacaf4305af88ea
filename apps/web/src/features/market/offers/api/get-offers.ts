import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMeta, Offer } from '@superliga/league';
import { api } from '../../../../lib/api-client';

export type OfferScope = 'latest' | 'mine' | 'received';
export const getOffers = (scope: OfferScope, season: string | null, page: number) =>
  api.get<{ data: Offer[]; meta: ListMeta }>('/clausula_rescision', { scope, season, page });
export const offersQueryOptions = (scope: OfferScope, season: string | null, page: number) =>
  queryOptions({ queryKey: ['offers', scope, season ?? 'all', page], queryFn: () => getOffers(scope, season, page), placeholderData: keepPreviousData });
export const useOffers = (scope: OfferScope, season: string | null, page: number) => useQuery(offersQueryOptions(scope, season, page));
