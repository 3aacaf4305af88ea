import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuctionBodyInput, AuctionCreated } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { invalidateAuctionViews } from './auction-cache';

export const createAuction = (body: AuctionBodyInput) => api.post<AuctionCreated>('/auctions', body);
export const useCreateAuction = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createAuction, onSuccess: () => invalidateAuctionViews(qc) });
};
