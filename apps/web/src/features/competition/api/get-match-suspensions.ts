import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suspension } from '@superliga/league';
import { api } from '../../../lib/api-client';

export type MatchSuspension = Suspension & { name: string };

/** Players of either team suspended for this match (001 §9), computed by the server. */
export const matchSuspensionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['matches', id, 'suspendidos'], queryFn: () => api.get<{ data: MatchSuspension[] }>(`/games/${id}/suspendidos`) });
export const useMatchSuspensions = (id: number) => useQuery(matchSuspensionsQueryOptions(id));
