import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionSummary } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { AUCTIONS_KEY } from './auction-cache';

export const getLastAuctions = (seasonId: string) => api.get<{ data: AuctionSummary[]; now: string }>('/auction/last', { id_season: seasonId });
export const lastAuctionsQueryOptions = (seasonId: string) =>
  queryOptions({ queryKey: [...AUCTIONS_KEY, 'last', seasonId], queryFn: () => getLastAuctions(seasonId) });
export const useLastAuctions = (seasonId: string | null) => useQuery({ ...lastAuctionsQueryOptions(seasonId ?? ''), enabled: seasonId !== null });
