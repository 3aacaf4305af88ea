import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerMovement, ListMeta } from '@superliga/league';
import { api } from '../../../lib/api-client';

export type Movements = {
  data: LedgerMovement[];
  meta: ListMeta;
  summary: { profits: number; committed: number; available: number; hidden_offers: number };
  series: { at: string; balance: number }[];
};
export const getMovements = (userId: number, page: number) => api.get<Movements>(`/users/${userId}/movimientos`, { page });
export const movementsQueryOptions = (userId: number, page: number) =>
  queryOptions({ queryKey: ['ledger', 'movements', userId, page], queryFn: () => getMovements(userId, page), placeholderData: keepPreviousData });
export const useMovements = (userId: number | undefined, page: number) => useQuery({ ...movementsQueryOptions(userId ?? 0, page), enabled: !!userId });
