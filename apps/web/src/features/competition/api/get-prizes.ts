import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Prize } from '../types';

export const prizesQueryOptions = () => queryOptions({ queryKey: ['prizes'], queryFn: () => api.get<{ data: Prize[] }>('/prizes').then((r) => r.data) });
export const usePrizes = () => useQuery(prizesQueryOptions());
