import { z } from 'zod';
import { messageSchema, namedRefSchema } from '../../common/common.schema';
import { reversalMarkSchema } from '../reversals/reversal-mark.schema';

/**
 * The auctions' answers (001 §3, §7): each row carries the `player`, the `auctioneer` (the bidder;
 * on an auction row the one leading) and the `creator` as objects, and its `created_at`.
 */
/** `cancelled`: stopped by the Admin; `deserted`: nobody bid within the auction hours (closed by the server). */
export const auctionStatusSchema = z.enum(['open', 'confirmed', 'cancelled', 'deserted']);
export type AuctionStatus = z.infer<typeof auctionStatusSchema>;

const auctionFields = {
  id_player: z.number().int(),
  /** The team the player was auctioned from. */
  id_team: z.number().int(),
  id_season: z.number().int(),
  status: auctionStatusSchema,
  ends_at: z.string().nullable(),
  created_by: z.number().int(),
  creator: namedRefSchema,
};

/** One row of `GET /auction/last` (a bare array) and the answer of `POST /auctions`. */
export const auctionSchema = z.object({
  id: z.number().int(),
  ...auctionFields,
  /** The highest bid so far, null before any. */
  amount: z.number().nullable(),
  created_at: z.string(),
  player: namedRefSchema.extend({ value: z.number() }),
  /** The user of the highest bid. */
  auctioned_by: z.number().int().nullable(),
  auctioneer: namedRefSchema.nullable(),
  /** Set when the Admin reversed this confirmed auction, null otherwise. */
  reversal: reversalMarkSchema,
});
export type Auction = z.infer<typeof auctionSchema>;
export const auctionsResponseSchema = z.array(auctionSchema);
export const auctionCreatedResponseSchema = auctionSchema.extend({ message: z.string() });
export type AuctionCreated = z.infer<typeof auctionCreatedResponseSchema>;

/**
 * One bid of `GET /auctions/player/{id}` (a bare array, newest first). `id` is the bid's own, as
 * the old server's rows (each bid a row) carried; `id_auction` is its auction's (docs/decisions/017).
 */
export const auctionBidSchema = z.object({
  id: z.number().int(),
  id_auction: z.number().int(),
  ...auctionFields,
  amount: z.number(),
  /** When the bid was made. */
  created_at: z.string(),
  auctioned_by: z.number().int(),
  auctioneer: namedRefSchema,
  /** The bidder's team, where the player goes if this bid wins. */
  team: namedRefSchema,
  player: namedRefSchema.extend({ value: z.number(), id_team: namedRefSchema }),
  /** The auction's highest bid (the one an Admin confirms once it ended). */
  leading: z.boolean(),
  winner: z.boolean(),
  /** Placed by the server for the bidder's maximum (the maximum itself is never sent). */
  automatic: z.boolean(),
});
export type AuctionBid = z.infer<typeof auctionBidSchema>;
export const playerBidsResponseSchema = z.array(auctionBidSchema);

/** `POST /auctions/{id}/bids`. */
export const bidPlacedResponseSchema = messageSchema.extend({
  id: z.number().int(),
  auction_id: z.number().int(),
  amount: z.number(),
  auctioned_by: z.number().int(),
  auctioneer: namedRefSchema,
  id_team: z.number().int(),
  created_at: z.string(),
  /** Whether the bidder still leads once the maximums answered, and the auction's bid then. */
  leading: z.boolean(),
  current_amount: z.number(),
  /** The bidder's own maximum in this auction (only ever sent to its owner). */
  max_amount: z.number().nullable(),
});
export type BidPlaced = z.infer<typeof bidPlacedResponseSchema>;

/** `GET|PUT /auctions/{id}/max-bid`: the asker's own maximum (private), whether they lead and the current bid. */
export const maxBidSchema = z.object({
  auction_id: z.number().int(),
  max_amount: z.number().nullable(),
  leading: z.boolean(),
  current_amount: z.number().nullable(),
});
export type MaxBid = z.infer<typeof maxBidSchema>;
export const maxBidSavedSchema = maxBidSchema.extend({ message: z.string() });
export type MaxBidSaved = z.infer<typeof maxBidSavedSchema>;

/** `GET /auctions/{id}/log`: the settled auction's verifiable summary (auctionLog, decision 023). */
export const auctionLogSchema = z.object({
  id: z.number().int(),
  status: auctionStatusSchema,
  winning_bid: z.number().nullable(),
  runner_up: z.number().nullable(),
  end: z.enum(['fixed', 'soft_close']),
  end_label: z.string(),
  original_ends_at: z.string(),
  ends_at: z.string(),
  added_hours: z.number(),
});
export type AuctionLogResponse = z.infer<typeof auctionLogSchema>;
