/**
 * The live events the server publishes and the web listens to, in one union
 * (docs/decisions/027-the-phone-app.md): a name and its payload. Payloads carry ids only, never a
 * hidden amount. A cancellation is its own event, not a `confirmed` with a flag.
 */
export type LiveEventPayloads = {
  'auction.bid': { auction_id: number; id_player: number; bid_id: number };
  /** Won (winner, team), or closed without bids (deserted). */
  'auction.confirmed': { auction_id: number; id_player: number; id_team: number; winner: number } | { auction_id: number; id_player: number; deserted: true };
  /** Stopped by staff before it was confirmed: nobody won, the bidders' money is free again. */
  'auction.cancelled': { auction_id: number; id_player: number };
  'offer.created': { id: number; id_player?: number };
  'offer.confirmed': { id: number; id_player: number | null };
  'offer.closed': { id: number; id_player: number };
  'transfer.created': { id: number };
  'transfer.confirmed': { id: number };
  'transfer.cancelled': { id: number };
  'bet.confirmed': { id: number };
  'reversal.created': { id: number; kind: string; operation_id: number };
  /** Only to the user told (their bell refreshes). */
  'notification.created': undefined;
  /** Only to the user whose session ended: the server closes their streams. */
  'session.ended': undefined;
};
export type LiveEventType = keyof LiveEventPayloads;

/** One event as it travels: `{ type, payload }`, the payload typed by the name. */
export type LiveEvent = {
  [K in LiveEventType]: undefined extends LiveEventPayloads[K] ? { type: K; payload?: LiveEventPayloads[K] } : { type: K; payload: LiveEventPayloads[K] };
}[LiveEventType];

/** Every live event name, checked against the union both ways. */
export const LIVE_EVENT_TYPES = [
  'auction.bid',
  'auction.confirmed',
  'auction.cancelled',
  'offer.created',
  'offer.confirmed',
  'offer.closed',
  'transfer.created',
  'transfer.confirmed',
  'transfer.cancelled',
  'bet.confirmed',
  'reversal.created',
  'notification.created',
  'session.ended',
] as const satisfies readonly LiveEventType[];
type Missing = Exclude<LiveEventType, (typeof LIVE_EVENT_TYPES)[number]>;
// A name added to the union but not to the list is a type error here.
export const LIVE_EVENT_TYPES_COMPLETE: [Missing] extends [never] ? true : Missing = true;
