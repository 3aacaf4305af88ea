import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HonoursResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** GET /palmares/honours: honours per team and per manager, and the records (decision 025). */
export const getHonours = () => api.get<HonoursResponse>('/palmares/honours');
export const honoursQueryOptions = () => queryOptions({ queryKey: ['teams', 'honours'], queryFn: getHonours, staleTime: 60_000 });
export const useHonours = () => useQuery(honoursQueryOptions());
