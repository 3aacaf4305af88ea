import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrizeFormData } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const prizeFormQueryOptions = () => queryOptions({ queryKey: ['create-prizes'], queryFn: () => api.get<PrizeFormData>('/create-prizes') });
export const usePrizeForm = () => useQuery(prizeFormQueryOptions());
