import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PrizeFormData } from '../types';

export const prizeFormQueryOptions = () => queryOptions({ queryKey: ['create-prizes'], queryFn: () => api.get<PrizeFormData>('/create-prizes') });
export const usePrizeForm = () => useQuery(prizeFormQueryOptions());
