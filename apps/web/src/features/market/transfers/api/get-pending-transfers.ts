import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingTransfer } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** Every pending transfer the reader is party to (the ones they created too, to withdraw them; docs/decisions/017). */
export const getPendingTransfers = (season?: string | null) => api.get<PendingTransfer[]>('/transferencia_pendiente', { season, scope: 'involved' });
export const pendingTransfersQueryOptions = (season?: string | null) =>
  queryOptions({ queryKey: ['transfers', 'pending', season ?? 'all'], queryFn: () => getPendingTransfers(season) });
export const usePendingTransfers = (season?: string | null) => useQuery(pendingTransfersQueryOptions(season));
