import { NOTIFY } from '@superliga/league';
import { type ServiceDeps } from '../../../lib/context';
import { publish } from '../../../lib/events';
import { moneyTransaction } from '../../../lib/transaction';
import { notify } from '../../../features/notifications/notifications.service';
import { alertAuctionEnded } from '../../../features/watchlist/watchlist.service';
import * as repo from '../auctions.repository';
import { dueDeserted } from '../queries';
import { lockAuctionAndPlayer } from '../auction-guards';

/**
 * An open auction nobody bid on within the auction hours since it was opened closes 'deserted'
 * (no winner, no money): the player stays where he was, with his status (an open auction never
 * moves or re-statuses him), and is free for other operations again. The manager who put him up
 * is told. Once however many processes run this: the conditional update in markDeserted.
 */
export async function closeUnbidAuctions(
  deps: ServiceDeps,
  onError: (err: unknown, auctionId: number) => void = (err) => {
    throw err;
  },
) {
  const now = deps.clock.now();
  const closed: number[] = [];
  for (const a of await dueDeserted(deps)) {
    try {
      const done = await moneyTransaction(deps.db, async (tx) => {
        const { auction, player } = await lockAuctionAndPlayer(tx, a.id);
        if (!(await repo.markDeserted(tx, auction.id, now))) return null;
        await notify(tx, deps, [{ userId: auction.createdBy, text: NOTIFY.auctionDeserted({ player: player?.name ?? '', playerId: auction.playerId }) }]);
        await alertAuctionEnded(tx, deps, { playerId: auction.playerId, player: player?.name ?? '', teamId: null, except: [auction.createdBy] });
        return auction;
      });
      if (!done) continue;
      closed.push(a.id);
      await publish(deps, { type: 'auction.confirmed', payload: { auction_id: a.id, id_player: done.playerId, deserted: true } });
    } catch (err) {
      onError(err, a.id);
    }
  }
  return closed;
}
