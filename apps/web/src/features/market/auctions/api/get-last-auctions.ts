import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Auction } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { AUCTIONS_KEY } from './auction-cache';

/** `GET /auction/last`: a bare array; countdowns run on the server's clock (lib/server-clock). */
export const getLastAuctions = (seasonId: string) => api.get<Auction[]>('/auction/last', { id_season: seasonId });
export const lastAuctionsQueryOptions = (seasonId: string) =>
  queryOptions({ queryKey: [...AUCTIONS_KEY, 'last', seasonId], queryFn: () => getLastAuctions(seasonId) });
export const useLastAuctions = (seasonId: string | null) => useQuery({ ...lastAuctionsQueryOptions(seasonId ?? ''), enabled: seasonId !== null });
