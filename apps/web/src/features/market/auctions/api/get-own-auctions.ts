import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Auction } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** `GET /auction/last` (001 §7): the season's auctions, a bare array. */
export const getSeasonAuctions = (season: string) => api.get<Auction[]>('/auction/last', { id_season: season });
export const seasonAuctionsQueryOptions = (season: string) =>
  queryOptions({ queryKey: ['auctions', 'last', season], queryFn: () => getSeasonAuctions(season) });
export const useSeasonAuctions = (season: string | null) => useQuery({ ...seasonAuctionsQueryOptions(season ?? ''), enabled: !!season });
