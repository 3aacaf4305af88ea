import { runTogether } from '../../db/batch';
import type { DbOrTx } from '../../db/client';
import * as auctions from '../auctions/auctions.repository';

/**
 * What a bid is refused on without queueing for the auction's row lock (place-bid): the auction
 * (`auction`) and its highest bid (`highest`), in one round trip (decision 012), outside the
 * transaction. Racing bids take turns on that lock, so every statement read under it adds to the
 * wait of each bidder behind (decision 011).
 */
export const readAuctionBeforeBid = (db: DbOrTx, auctionId: number) =>
  runTogether(db, { auction: auctions.findAuctionStatement(auctionId), highest: auctions.highestBidStatement(auctionId) });
