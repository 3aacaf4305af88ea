import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type ListMeta, type Transfer } from '@superliga/league';
import { api } from '../../../../lib/api-client';

export const getTransferHistory = (season: string | null, page: number, mine = false) =>
  // Our history screen lists confirmed transfers, a page of the usual size (docs/decisions/017).
  api.get<{ data: Transfer[]; meta: ListMeta }>('/traspasos', { season, page, per_page: PAGE_SIZE, confirmed: 'yes', mine: mine || undefined });
export const transferHistoryQueryOptions = (season: string | null, page: number, mine = false) =>
  queryOptions({
    queryKey: ['transfers', 'history', season ?? 'all', page, mine],
    queryFn: () => getTransferHistory(season, page, mine),
    placeholderData: keepPreviousData,
  });
export const useTransferHistory = (season: string | null, page: number, mine = false) => useQuery(transferHistoryQueryOptions(season, page, mine));
