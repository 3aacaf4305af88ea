import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BidBodyInput, BidPlaced } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';
import { invalidateAuctionViews } from './auction-cache';

export const placeBid = ({ auctionId, body }: { auctionId: number; body: BidBodyInput }) => api.post<BidPlaced>(`/auctions/${auctionId}/bids`, body);
export const usePlaceBid = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: placeBid,
    // Told here, not by the form: the bid's own live event may redraw the page without the form
    // (its author now leads) before the answer arrives, and a call's callbacks die with the form.
    onSuccess: (r) => notifySuccess(r.message),
    onSettled: () => invalidateAuctionViews(qc),
  });
};
