import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Transfer } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getPendingTransfers = (season?: string | null) => api.get<Transfer[]>('/transferencia_pendiente', { season });
export const pendingTransfersQueryOptions = (season?: string | null) =>
  queryOptions({ queryKey: ['transfers', 'pending', season ?? 'all'], queryFn: () => getPendingTransfers(season) });
export const usePendingTransfers = (season?: string | null) => useQuery(pendingTransfersQueryOptions(season));
