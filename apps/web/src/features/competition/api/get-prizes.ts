import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrizesResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const prizesQueryOptions = () => queryOptions({ queryKey: ['prizes'], queryFn: () => api.get<PrizesResponse>('/prizes').then((r) => r.data) });
export const usePrizes = () => useQuery(prizesQueryOptions());
