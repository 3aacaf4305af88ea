import { useQueryClient } from '@tanstack/react-query';
import type { LiveEventType } from '@superliga/league';
import { useLiveEvents } from '../../../../lib/live-events';
import { staleKeys } from '../../../../lib/live-invalidations';
import { AUCTIONS_KEY } from './auction-cache';

const AUCTION_EVENTS: readonly LiveEventType[] = ['auction.bid', 'auction.confirmed', 'auction.cancelled'];
/** What the auction screens show: every auction view, the budget, the players and the squad. */
const AUCTION_KEYS: string[] = [...AUCTIONS_KEY, 'user', 'players', 'squad'];

/**
 * Auction screens refresh when anybody bids or an auction is confirmed, cancelled or deserted (all of
 * it after a reconnect), by the one table of what each live event makes stale (lib/live-invalidations).
 */
export function useLiveAuctions() {
  const qc = useQueryClient();
  useLiveEvents(AUCTION_EVENTS, (e) => {
    for (const key of staleKeys(e.type, AUCTION_KEYS)) if (AUCTION_KEYS.includes(key)) void qc.invalidateQueries({ queryKey: [key] });
  });
}
