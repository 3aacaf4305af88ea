import type { QueryClient } from '@tanstack/react-query';

/** Every auction view shares this key prefix, so a bid or a confirmation refreshes them all. */
export const AUCTIONS_KEY = ['auctions'] as const;
export const invalidateAuctionViews = (qc: QueryClient) => qc.invalidateQueries({ queryKey: AUCTIONS_KEY });
