import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Transfer } from '@superliga/league';
import { api } from '../../../lib/api-client';

/**
 * Every confirmed transfer of every season (`GET /traspasos?confirmed=yes&all=true`): the player page
 * keeps those that carried its player. There is no per-player filter on the server; the league's
 * history is a few hundred rows (docs/decisions/027-the-phone-app.md, "The player page").
 */
export const confirmedTransfersQueryOptions = () =>
  queryOptions({
    queryKey: ['transfers', 'history', 'all', 'every-page'],
    queryFn: () => api.get<{ data: Transfer[] }>('/traspasos', { confirmed: 'yes', all: true }).then((r) => r.data),
    staleTime: 30_000,
  });
export const useConfirmedTransfers = () => useQuery(confirmedTransfersQueryOptions());
