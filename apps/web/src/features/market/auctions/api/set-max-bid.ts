import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaxBidSaved } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';
import { invalidateAuctionViews } from './auction-cache';

/** `PUT /auctions/{id}/max-bid`: the leader raises, lowers (down to their bid) or removes (null) their maximum. */
export const setMaxBid = ({ auctionId, max_amount }: { auctionId: number; max_amount: number | null }) =>
  api.put<MaxBidSaved>(`/auctions/${auctionId}/max-bid`, { max_amount });
export const useSetMaxBid = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setMaxBid,
    // Told here, not by the panel: the bid the maximum places redraws the auction (its live event)
    // and the panel may go with it before the answer's own callbacks would run.
    onSuccess: (r) => notifySuccess(r.message),
    onSettled: () => invalidateAuctionViews(qc),
  });
};
