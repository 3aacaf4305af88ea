import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Auction } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** The season's auctions (`GET /auction/last`, a bare array); the screen keeps the confirmed ones. */
export const getSeasonAuctions = (season: string) => api.get<Auction[]>('/auction/last', { id_season: season });
export const useSeasonAuctions = (season: string | null) =>
  useQuery(queryOptions({ queryKey: ['auctions', 'last', season, 'reversals'], queryFn: () => getSeasonAuctions(season!), enabled: season !== null }));
