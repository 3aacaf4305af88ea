import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../../lib/live-events';
import { invalidateAuctionViews } from './auction-cache';

const AUCTION_EVENTS = ['auction.bid', 'auction.confirmed'] as const;

/** Auction screens refresh when anybody bids or an auction is confirmed (all of it after a reconnect). */
export function useLiveAuctions() {
  const qc = useQueryClient();
  useLiveEvents(AUCTION_EVENTS, (e) => {
    void invalidateAuctionViews(qc);
    if (e.type !== 'auction.bid') {
      void qc.invalidateQueries({ queryKey: ['user'] });
      void qc.invalidateQueries({ queryKey: ['players'] });
      void qc.invalidateQueries({ queryKey: ['squad'] });
    }
  });
}
