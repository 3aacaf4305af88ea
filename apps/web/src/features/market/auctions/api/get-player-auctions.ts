import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionBid, Player } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { AUCTIONS_KEY } from './auction-cache';

/** `GET /auctions/player/{id}`: the player's bids, newest first (a bare array). `season` '' means every season. */
export const getPlayerBids = (playerId: number, season: string) => api.get<AuctionBid[]>(`/auctions/player/${playerId}`, { season });
export const playerBidsQueryOptions = (playerId: number, season: string) =>
  queryOptions({ queryKey: [...AUCTIONS_KEY, 'player', playerId, season], queryFn: () => getPlayerBids(playerId, season), placeholderData: keepPreviousData });
export const usePlayerBids = (playerId: number, season: string | null) =>
  useQuery({ ...playerBidsQueryOptions(playerId, season ?? ''), enabled: season !== null });

/** The auctioned player (name, team, value) for the page's heading, bids or not. */
export const getAuctionedPlayer = (playerId: number) => api.get<Player>(`/players/${playerId}`);
export const auctionedPlayerQueryOptions = (playerId: number) =>
  queryOptions({ queryKey: ['players', 'one', playerId], queryFn: () => getAuctionedPlayer(playerId) });
export const useAuctionedPlayer = (playerId: number) => useQuery(auctionedPlayerQueryOptions(playerId));

/** One auction and its bids (newest first), grouped from the bare list; auctions newest first. */
export type AuctionBids = { id: number; bids: AuctionBid[]; leader: AuctionBid | undefined };
export function groupByAuction(bids: readonly AuctionBid[]): AuctionBids[] {
  const groups = new Map<number, AuctionBid[]>();
  for (const b of bids) groups.set(b.id_auction, [...(groups.get(b.id_auction) ?? []), b]);
  return [...groups.entries()].map(([id, list]) => ({ id, bids: list, leader: list.find((b) => b.leading) })).sort((a, b) => b.id - a.id);
}
