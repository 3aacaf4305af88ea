import { runTogether } from '../../db/batch';
import type { DbOrTx, Tx } from '../../db/client';
import * as commitments from '../ledger/commitments.repository';
import * as auctions from '../auctions/auctions.repository';
import { releasingTeamsOfAuctionStatement } from '../squad/release-history';

// The two reads of a bid (place-bid): what refuses it before the auction's row lock, and what it
// is decided on under that lock.

/**
 * What a bid is refused on without queueing for the auction's row lock (place-bid), in one round
 * trip (decision 012), outside the transaction: the auction (`auction`), its highest bid
 * (`highest`), its player (`player`, undefined without a team) and the teams that released him in
 * the auction's season (`releasing`, decision 013). Racing bids take turns on that lock, so every
 * statement read under it adds to the wait of each bidder behind (decision 011).
 */
export const readAuctionBeforeBid = (db: DbOrTx, auctionId: number) =>
  runTogether(db, {
    auction: auctions.findAuctionStatement(auctionId),
    highest: auctions.highestBidStatement(auctionId),
    player: auctions.auctionPlayerStatement(auctionId),
    releasing: releasingTeamsOfAuctionStatement(auctionId),
  });

/**
 * What a bid decides on, inside its transaction, in one round trip (decisions 011 and 012), each
 * statement seeing what committed while the one before it waited: the bidder's budget row locked
 * (`budget`), what the bidder committed elsewhere (`committed`, this auction left out), the
 * bidder's own maximum here (`ownMax`), and then the auction's row locked (`locked`) — the lock
 * that makes racing bids take turns, so the loser sees the winner's amount.
 *
 * `locked` is one call of the PL/pgSQL function `superliga_lock_auction_for_bid` (migration
 * 0020_lock_auction_for_bid.sql, read by auctions.repository's lockForBidStatement): it locks the
 * row FOR UPDATE and then, each in a statement of its own and so with a snapshot taken after the
 * lock was granted, reads the row, its highest bid and its standing maximums, earliest first, as
 * one JSON value (undefined: no such auction). It is kept because the rush measured it (decision
 * 011): as plain statements those three reads are three more round trips while the lock is held,
 * each one added to the wait of every bidder queued behind. Changing it means a migration
 * (`CREATE OR REPLACE FUNCTION`) and a run of `npm run bench -- --only=rush` before and after.
 */
export const readBidUnderLock = (tx: Tx, input: { auctionId: number; bidderId: number; excluding: commitments.Excluding }) =>
  runTogether(tx, {
    ...commitments.availableMoneyStatements(tx, input.bidderId, input.excluding),
    ownMax: auctions.findMaxBidStatement(input.auctionId, input.bidderId),
    locked: auctions.lockForBidStatement(input.auctionId),
  });
