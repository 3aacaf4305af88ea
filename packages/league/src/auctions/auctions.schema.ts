import { z } from 'zod';
import { idSchema } from '../common/common.schema';
import { MONEY_MAX } from '../constants';
import { MSG } from '../messages';
import { MARKET_MSG } from '../market/market.messages';

const intString = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);
const id = () => idSchema(MARKET_MSG.idInvalid);
const amount = () => z.preprocess(intString, z.number({ message: MARKET_MSG.amountInvalid }).int(MARKET_MSG.amountInvalid).positive(MARKET_MSG.amountInvalid).max(MONEY_MAX, MSG.moneyTooLarge));

// ---- POST /auctions/{id}/bids: a new bid on an open auction (the bidder is the actor; Admin may name another).
export const bidBodySchema = z.object({ amount: amount(), auctioned_by: id().optional() });
export type BidBody = z.infer<typeof bidBodySchema>;
export type BidBodyInput = z.input<typeof bidBodySchema>;

// ---- GET /auction/last?id_season=
export const lastAuctionsQuerySchema = z.object({ id_season: id().optional() });
// ---- GET /auctions/player/{id}?season=
export const playerAuctionsQuerySchema = z.object({ season: id().optional() });
// ---- POST /auction/confirm/{auctionId}: the path decides; the body (id_team, id_player, id_auctioned) is informational.
export const confirmAuctionBodySchema = z.object({ id_team: z.unknown().optional(), id_player: z.unknown().optional(), id_auctioned: z.unknown().optional() }).passthrough();
export const auctionIdParamSchema = z.object({ auctionId: id() });

export type AuctionStatus = 'open' | 'confirmed' | 'cancelled';

/** One row of GET /auction/last (contracts.md). */
export interface AuctionSummary {
  id: number;
  creator: number;
  player: string | null;
  id_player: number;
  id_team: number;
  id_season: number;
  amount: number | null;
  ends_at: string | null;
  status: AuctionStatus | string;
}

export interface AuctionBid {
  id: number;
  amount: number;
  auctioned_by: { id: number; name: string };
  id_team: { id: number; name: string };
  created_at: string;
}

export interface PlayerAuction extends AuctionSummary {
  created_at: string;
  bids: AuctionBid[];
  winner_bid_id: number | null;
}

/** GET /auctions/player/{id}: the player's auctions (newest first), with the server's now for countdowns. */
export interface PlayerAuctions {
  player: { id: number; name: string; value: number; id_team: number; team: string | null };
  data: PlayerAuction[];
  now: string;
}
