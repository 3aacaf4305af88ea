import type { LiveEventType } from '@superliga/league';

/**
 * What each live event makes stale, by query key (docs/decisions/027-the-phone-app.md). Every event
 * of league's union has its line: a new event the web does not handle is a type error here, not a
 * silent miss. `[]` says on purpose that no cached list shows it.
 */
const LIVE_INVALIDATIONS = {
  'auction.bid': ['auctions', 'home'],
  'auction.confirmed': ['auctions', 'transfers', 'offers', 'user', 'ledger', 'players', 'squad', 'home'],
  // Nobody won: the player stays a free agent and the bidders' committed money is free again.
  'auction.cancelled': ['auctions', 'user', 'ledger', 'players', 'home'],
  'offer.created': ['offers', 'user', 'ledger', 'home'],
  'offer.confirmed': ['offers', 'transfers', 'user', 'ledger', 'players', 'squad', 'home'],
  'offer.closed': ['offers', 'user', 'ledger', 'home'],
  'transfer.created': ['transfers', 'user', 'ledger', 'players', 'home'],
  'transfer.confirmed': ['transfers', 'user', 'ledger', 'players', 'squad', 'home'],
  'transfer.cancelled': ['transfers', 'user', 'ledger', 'players', 'home'],
  'bet.confirmed': ['user-bets', 'user', 'ledger'],
  'reversal.created': ['transfers', 'offers', 'auctions', 'user', 'ledger', 'players', 'squad', 'home'],
  // A notice to this user (a result reported to him, a transfer proposed) also changes his home (decision 034).
  'notification.created': ['notifications', 'home'],
  // The server closes the stream itself; the next request answers 401 and the client logs out.
  'session.ended': [],
} as const satisfies Record<LiveEventType, readonly string[]>;

/** The events a screen listens to whose lines touch any of `keys`. */
export const eventsTouching = (...keys: string[]): LiveEventType[] =>
  (Object.keys(LIVE_INVALIDATIONS) as LiveEventType[]).filter((type) => (LIVE_INVALIDATIONS[type] as readonly string[]).some((k) => keys.includes(k)));

/** The keys to refetch for an event: its line, or every key the screen shows after a resync (events were missed). */
export const staleKeys = (type: LiveEventType | 'stream.resync', shown: readonly string[]): readonly string[] =>
  type === 'stream.resync' ? shown : LIVE_INVALIDATIONS[type];
