import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaxBid } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { AUCTIONS_KEY } from './auction-cache';

/** `GET /auctions/{id}/max-bid`: the user's own maximum in an auction (private: nobody else reads it). */
export const getMaxBid = (auctionId: number) => api.get<MaxBid>(`/auctions/${auctionId}/max-bid`);
export const maxBidQueryOptions = (auctionId: number) =>
  queryOptions({ queryKey: [...AUCTIONS_KEY, 'max-bid', auctionId], queryFn: () => getMaxBid(auctionId) });
export const useMaxBid = (auctionId: number, enabled: boolean) => useQuery({ ...maxBidQueryOptions(auctionId), enabled });
