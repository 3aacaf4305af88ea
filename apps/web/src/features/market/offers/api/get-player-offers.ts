import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer, PlayerOffers } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/**
 * `GET /clausulas/{id}` answers the old server's rows (plain `id_team` and `created_by`); this
 * screen reads the team and the author from the added `team` and `author` (docs/decisions/017).
 */
export const getPlayerOffers = (playerId: number) =>
  api.get<PlayerOffers>(`/clausulas/${playerId}`).then(({ player, offers }) => ({
    player,
    offers: offers.map(({ team, author, ...o }): Offer => ({ ...o, id_team: team, created_by: author })),
  }));
export const playerOffersQueryOptions = (playerId: number) =>
  queryOptions({ queryKey: ['offers', 'player', playerId], queryFn: () => getPlayerOffers(playerId) });
export const usePlayerOffers = (playerId: number, enabled = true) => useQuery({ ...playerOffersQueryOptions(playerId), enabled });
