import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer, Player } from '@superliga/league';
import { api } from '../../../lib/api-client';

export type PlayerOffers = { player: Omit<Player, 'status'> & { status: string }; data: Offer[] };
export const getPlayerOffers = (playerId: number) => api.get<PlayerOffers>(`/clausulas/${playerId}`);
export const playerOffersQueryOptions = (playerId: number) => queryOptions({ queryKey: ['offers', 'player', playerId], queryFn: () => getPlayerOffers(playerId) });
export const usePlayerOffers = (playerId: number) => useQuery(playerOffersQueryOptions(playerId));
