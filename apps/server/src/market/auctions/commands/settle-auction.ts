import { type ErrorCode } from '@superliga/league';
import { systemActor, type ServiceDeps } from '../../../lib/context';
import { errorCodeOf } from '../../../lib/errors';
import { dueSettlements } from '../queries';
import { confirmAuction } from '../commands/confirm-auction';

/**
 * Automatic settlement (season setting auction_settlement 'auto'): every ended open auction of
 * such a season is confirmed exactly as the Admin's confirmation does, once however many processes
 * run this (the conditional update in confirmAuction), also after a restart. An auction without
 * bids, or whose winner cannot pay, is left for the Admin.
 */
export async function settleEndedAuctions(
  deps: ServiceDeps,
  onError: (err: unknown, auctionId: number) => void = (err) => {
    throw err;
  },
) {
  const settled: number[] = [];
  for (const a of await dueSettlements(deps)) {
    try {
      await confirmAuction({ ...deps, actor: systemActor('auctions') }, a.id);
      settled.push(a.id);
    } catch (err) {
      if (leftAsItIs(errorCodeOf(err))) continue;
      onError(err, a.id);
    }
  }
  return settled;
}

/**
 * The refusals of a settlement that leave the auction as it is, by code (decision 031): decided by
 * someone else meanwhile, not ended by this clock, or for the Admin to decide (no bids, a winner
 * who cannot pay, a player moved meanwhile); a busy database is tried again on the next run.
 */
function leftAsItIs(code: ErrorCode | undefined): boolean {
  switch (code) {
    case 'auction.already_confirmed':
    case 'auction.cancelled':
    case 'auction.still_open':
    case 'auction.no_bids':
    case 'player.not_where_expected':
    case 'money.insufficient_funds':
    case 'money.above_max':
    case 'money.busy':
      return true;
    default:
      return false;
  }
}
