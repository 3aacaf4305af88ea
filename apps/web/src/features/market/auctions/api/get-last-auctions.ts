import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Auction } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { AUCTIONS_KEY } from './auction-cache';

/**
 * `GET /auction/last` (001 §7): the season's auctions, a bare array; the auctions screen, the dashboard
 * and the reversals read this one cache. Countdowns run on the server's clock (lib/server-clock).
 */
export const getLastAuctions = (seasonId: string) => api.get<Auction[]>('/auction/last', { id_season: seasonId });
export const lastAuctionsQueryOptions = (seasonId: string) =>
  queryOptions({ queryKey: [...AUCTIONS_KEY, 'last', seasonId], queryFn: () => getLastAuctions(seasonId) });
export const useLastAuctions = (seasonId: string | null) => useQuery({ ...lastAuctionsQueryOptions(seasonId ?? ''), enabled: seasonId !== null });
