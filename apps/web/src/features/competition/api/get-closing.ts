import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Closing } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** GET /tournaments/{id}/closing: what closing the tournament pays (decision 025). */
export const closingQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: ['tournaments', 'closing', id], queryFn: () => api.get<Closing>(`/tournaments/${id}/closing`), enabled: id !== null });
export const useClosing = (id: number | null) => useQuery(closingQueryOptions(id));
