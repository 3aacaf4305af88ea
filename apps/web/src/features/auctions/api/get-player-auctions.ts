import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerAuctions } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { AUCTIONS_KEY } from './auction-cache';

/** `season` '' means every season. */
export const getPlayerAuctions = (playerId: number, season: string) => api.get<PlayerAuctions>(`/auctions/player/${playerId}`, { season });
export const playerAuctionsQueryOptions = (playerId: number, season: string) =>
  queryOptions({ queryKey: [...AUCTIONS_KEY, 'player', playerId, season], queryFn: () => getPlayerAuctions(playerId, season), placeholderData: keepPreviousData });
export const usePlayerAuctions = (playerId: number, season: string | null) => useQuery({ ...playerAuctionsQueryOptions(playerId, season ?? ''), enabled: season !== null });
