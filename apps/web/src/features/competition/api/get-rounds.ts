import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoundsResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** GET /tournaments/{id}/rounds: each round's window, its matches' states and who is suspended (docs/decisions/024). */
export const roundsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['tournaments', id, 'rounds'], queryFn: () => api.get<RoundsResponse>(`/tournaments/${id}/rounds`) });
export const useRounds = (id: number | null) => useQuery({ ...roundsQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
