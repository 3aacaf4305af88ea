import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchesResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const matchesQueryOptions = () => queryOptions({ queryKey: ['matches'], queryFn: () => api.get<MatchesResponse>('/matches').then((r) => r.data) });
export const useMatches = () => useQuery(matchesQueryOptions());
