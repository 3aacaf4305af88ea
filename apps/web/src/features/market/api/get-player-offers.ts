import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerOffers } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getPlayerOffers = (playerId: number) => api.get<PlayerOffers>(`/clausulas/${playerId}`);
export const playerOffersQueryOptions = (playerId: number) =>
  queryOptions({ queryKey: ['offers', 'player', playerId], queryFn: () => getPlayerOffers(playerId) });
export const usePlayerOffers = (playerId: number) => useQuery(playerOffersQueryOptions(playerId));
