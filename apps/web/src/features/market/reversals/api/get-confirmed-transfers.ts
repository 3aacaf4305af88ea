import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Transfer } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** The season's confirmed transfers (`GET /traspasos`), every page. */
export const getConfirmedTransfers = (season: string) => api.get<{ data: Transfer[] }>('/traspasos', { season, all: 'true', confirmed: 'yes' });
export const useConfirmedTransfers = (season: string | null) =>
  useQuery(queryOptions({ queryKey: ['transfers', 'history', season, 'all-pages'], queryFn: () => getConfirmedTransfers(season!), enabled: season !== null }));
