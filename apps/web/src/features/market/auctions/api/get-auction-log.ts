import { useQuery } from '@tanstack/react-query';
import type { AuctionLogResponse } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** How an ended auction came out (decision 023); asked only once it is over. */
export const useAuctionLog = (auctionId: number, ended: boolean) =>
  useQuery({ queryKey: ['auctions', 'log', auctionId], queryFn: () => api.get<AuctionLogResponse>(`/auctions/${auctionId}/log`), enabled: ended });
