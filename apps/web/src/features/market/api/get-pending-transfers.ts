import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingTransfer } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getPendingTransfers = (season?: string | null) => api.get<{ data: PendingTransfer[] }>('/transferencia_pendiente', { season });
export const pendingTransfersQueryOptions = (season?: string | null) =>
  queryOptions({ queryKey: ['transfers', 'pending', season ?? 'all'], queryFn: () => getPendingTransfers(season).then((r) => r.data) });
export const usePendingTransfers = (season?: string | null) => useQuery(pendingTransfersQueryOptions(season));
