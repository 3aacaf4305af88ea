import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../lib/live-events';

const MARKET_EVENTS = ['transfer.created', 'transfer.confirmed', 'offer.created', 'offer.confirmed', 'offer.closed', 'auction.confirmed'];

/** Other users' market changes refresh the open market screens within a second, no reload. */
export function useMarketLiveUpdates() {
  const qc = useQueryClient();
  useLiveEvents(MARKET_EVENTS, () => {
    for (const key of ['transfers', 'offers', 'user', 'ledger', 'players', 'auctions']) void qc.invalidateQueries({ queryKey: [key] });
  });
}
