import type { LiveEventType } from '@superliga/league';

/**
 * What each live event makes stale, by query key (docs/decisions/027-the-phone-app.md). Every event
 * of league's union has its line: a new event the web does not handle is a type error here, not a
 * silent miss. `[]` says on purpose that no cached list shows it.
 */
const LIVE_INVALIDATIONS = {
  'auction.bid': ['auctions'],
  'auction.confirmed': ['auctions', 'transfers', 'offers', 'user', 'ledger', 'players', 'squad'],
  'offer.created': ['offers', 'user', 'ledger'],
  'offer.confirmed': ['offers', 'transfers', 'user', 'ledger', 'players', 'squad'],
  'offer.closed': ['offers', 'user', 'ledger'],
  'transfer.created': ['transfers', 'user', 'ledger', 'players'],
  'transfer.confirmed': ['transfers', 'user', 'ledger', 'players', 'squad'],
  'transfer.cancelled': ['transfers', 'user', 'ledger', 'players'],
  'bet.confirmed': ['user-bets', 'user', 'ledger'],
  'reversal.created': ['transfers', 'offers', 'auctions', 'user', 'ledger', 'players', 'squad'],
  'notification.created': ['notifications'],
  // The server closes the stream itself; the next request answers 401 and the client logs out.
  'session.ended': [],
} as const satisfies Record<LiveEventType, readonly string[]>;

/** The keys to refetch for an event: its line, or every key the screen shows after a resync (events were missed). */
export const staleKeys = (type: LiveEventType | 'stream.resync', shown: readonly string[]): readonly string[] =>
  type === 'stream.resync' ? shown : LIVE_INVALIDATIONS[type];
