import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Palmares } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** GET /palmares: the teams' title counters (decision 018). */
export const getPalmares = () => api.get<Palmares>('/palmares');
export const palmaresQueryOptions = () => queryOptions({ queryKey: ['teams', 'palmares'], queryFn: getPalmares, staleTime: 60_000 });
export const usePalmares = () => useQuery(palmaresQueryOptions());
