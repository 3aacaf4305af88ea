import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** The season's confirmed clauses (`GET /ofertas-confirmadas`, Admin), every page. */
export const getConfirmedClauses = (season: string) => api.get<{ data: Offer[] }>('/ofertas-confirmadas', { season, all: 'true' });
export const useConfirmedClauses = (season: string | null) =>
  useQuery(queryOptions({ queryKey: ['offers', 'confirmed', season, 'all-pages'], queryFn: () => getConfirmedClauses(season!), enabled: season !== null }));
