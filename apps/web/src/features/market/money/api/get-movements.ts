import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Movements } from '@superliga/league';
import { api } from '../../../../lib/api-client';

export const getMovements = (userId: number, page: number) => api.get<Movements>(`/users/${userId}/movimientos`, { page });
export const movementsQueryOptions = (userId: number, page: number) =>
  queryOptions({ queryKey: ['ledger', 'movements', userId, page], queryFn: () => getMovements(userId, page), placeholderData: keepPreviousData });
/** Asked once the user is known (`undefined` until then); an address's bad id is the server's to refuse, in words, not a loader forever. */
export const useMovements = (userId: number | undefined, page: number) =>
  useQuery({ ...movementsQueryOptions(userId ?? 0, page), enabled: userId !== undefined });
