import { z } from 'zod';
import { idSchema, optionalParam } from '../../common/common.schema';
import { MONEY_MAX } from '../../constants';
import { MSG } from '../../messages';
import { amountField, marketId } from '../fields.schema';
import { MARKET_MSG } from '../market.messages';

const intString = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);
const id = () => idSchema(MARKET_MSG.idInvalid);
const amount = () =>
  z.preprocess(
    intString,
    z.number({ message: MARKET_MSG.amountInvalid }).int(MARKET_MSG.amountInvalid).positive(MARKET_MSG.amountInvalid).max(MONEY_MAX, MSG.moneyTooLarge),
  );

// ---- POST /auctions/{id}/bids: a new bid on an open auction (the bidder is the actor; Admin may name another).
// `max_amount` (optional, private): the bidder's maximum; the server raises on their behalf up to it.
export const bidBodySchema = z.object({ amount: amount(), auctioned_by: id().optional(), max_amount: amount().optional() });
export type BidBody = z.infer<typeof bidBodySchema>;
export type BidBodyInput = z.input<typeof bidBodySchema>;

// ---- PUT /auctions/{id}/max-bid: set, raise, lower (down to the own leading bid) or remove (null) one's maximum.
export const maxBidBodySchema = z.object({ max_amount: amount().nullable() });
export type MaxBidBody = z.infer<typeof maxBidBodySchema>;

// ---- GET /auction/last?id_season=
export const lastAuctionsQuerySchema = z.object({ id_season: optionalParam(id()) });
// ---- GET /auctions/player/{id}?season=
export const playerAuctionsQuerySchema = z.object({ season: optionalParam(id()) });
// ---- POST /auction/confirm/{auctionId}: the path decides; the body (id_team, id_player, id_auctioned) is informational.
export const confirmAuctionBodySchema = z
  .object({ id_team: z.unknown().optional(), id_player: z.unknown().optional(), id_auctioned: z.unknown().optional() })
  .passthrough();
export const auctionIdParamSchema = z.object({ auctionId: id() });

const flag = z.union([z.string().max(20), z.boolean()]).optional();

// ---- POST /auctions (001 §7)
export const auctionBodySchema = z.object({
  id_player: marketId(),
  amount: amountField(),
  id_team: marketId().optional(),
  auctioned_by: marketId().optional(),
  created_by: marketId().optional(),
  active: flag,
  status: z.string().max(50).optional(),
  id_season: marketId().optional(),
  /** Optional, private: the bidder's maximum (proxy bidding, decision 038). */
  max_amount: amountField().optional(),
});
export type AuctionBody = z.infer<typeof auctionBodySchema>;
export type AuctionBodyInput = z.input<typeof auctionBodySchema>;
