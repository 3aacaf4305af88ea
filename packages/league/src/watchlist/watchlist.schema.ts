import { z } from 'zod';
import { idSchema, messageSchema } from '../common/common.schema';
import { playerSchema } from '../core/core.schema';

/**
 * How many players one user may follow. Every offer or auction of a followed player writes one
 * notice per follower in the event's own transaction, and the Seguidos screen reads the whole list
 * with each player's open operations in one answer: 50 keeps both small, and is more players than
 * a squad has (docs/decisions/035-market-filters-and-watchlist.md).
 */
export const WATCHLIST_LIMIT = 50;

/**
 * How many followers one event alerts at most. Followers are read in the event's transaction; the
 * number of users of a league is far below this, so the bound only keeps a runaway from growing
 * the transaction without end.
 */
export const WATCHLIST_ALERT_MAX = 500;

/** `PUT` and `DELETE /watchlist/{playerId}`. */
export const watchlistParamsSchema = z.object({ playerId: idSchema() });

/**
 * A followed player with what is public of his open operations: the count of open clause offers and
 * when they reveal (never an amount or an author, decisions 013 and 016), and his open auction.
 */
export const watchlistEntrySchema = z.object({
  player: playerSchema,
  followed_at: z.string(),
  open_offers: z.object({ count: z.number().int(), reveal_at: z.string().nullable() }),
  open_auction: z.object({ id: z.number().int(), ends_at: z.string().nullable(), best: z.number().nullable() }).nullable(),
});
export type WatchlistEntry = z.infer<typeof watchlistEntrySchema>;

/** `GET /watchlist`: the caller's followed players, newest first (at most WATCHLIST_LIMIT, no pages). */
export const watchlistResponseSchema = z.object({ data: z.array(watchlistEntrySchema), limit: z.number().int() });
export type WatchlistResponse = z.infer<typeof watchlistResponseSchema>;

/** `PUT /watchlist/{playerId}`: followed (again or for the first time). */
export const watchlistFollowResponseSchema = messageSchema.extend({ id_player: z.number().int(), following: z.boolean() });
export type WatchlistFollowResponse = z.infer<typeof watchlistFollowResponseSchema>;
