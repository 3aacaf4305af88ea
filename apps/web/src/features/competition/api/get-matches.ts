import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Match } from '../types';

export const matchesQueryOptions = () => queryOptions({ queryKey: ['matches'], queryFn: () => api.get<{ data: Match[] }>('/matches').then((r) => r.data) });
export const useMatches = () => useQuery(matchesQueryOptions());
