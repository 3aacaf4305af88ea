import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BidBodyInput, BidPlaced } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { invalidateAuctionViews } from './auction-cache';

export const placeBid = ({ auctionId, body }: { auctionId: number; body: BidBodyInput }) => api.post<BidPlaced>(`/auctions/${auctionId}/bids`, body);
export const usePlaceBid = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: placeBid, onSettled: () => invalidateAuctionViews(qc) });
};
