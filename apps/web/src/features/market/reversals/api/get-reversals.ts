import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reversal } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** `GET /reversals?season=&all=true`: every reversal of the season, newest first. */
export const getReversals = (season: string | null) => api.get<{ data: Reversal[] }>('/reversals', { season, all: 'true' });
export const reversalsQueryOptions = (season: string | null) => queryOptions({ queryKey: ['reversals', season ?? 'all'], queryFn: () => getReversals(season) });
export const useReversals = (season: string | null) => useQuery({ ...reversalsQueryOptions(season), enabled: season !== null });
