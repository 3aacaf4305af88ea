import { useQueryClient } from '@tanstack/react-query';
import type { LiveEventType } from '@superliga/league';
import { useLiveEvents } from '../../../../lib/live-events';
import { staleKeys } from '../../../../lib/live-invalidations';

const MARKET_EVENTS: readonly LiveEventType[] = [
  'transfer.created',
  'transfer.confirmed',
  'transfer.cancelled',
  'offer.created',
  'offer.confirmed',
  'offer.closed',
  'auction.confirmed',
  'auction.cancelled',
  'reversal.created',
];
const MARKET_KEYS = ['transfers', 'offers', 'user', 'ledger', 'players', 'auctions'];

/** Other users' market changes refresh the open market screens within a second, no reload. */
export function useMarketLiveUpdates() {
  const qc = useQueryClient();
  useLiveEvents(MARKET_EVENTS, (e) => {
    for (const key of staleKeys(e.type, MARKET_KEYS)) void qc.invalidateQueries({ queryKey: [key] });
  });
}
