import { ANNOUNCE, mention } from '@superliga/league';
import type { Tx } from '../../db/client';
import { actingUserId, type ActingContext } from '../../lib/context';
import { applyMovements, lockBudget, requireAvailable } from '../money';
import { announce } from '../../features/notifications/discord.service';
import { requireWhereExpected, RESERVED_STATUS, type LockedPlayer } from '../players/player-reservations';
import { playerNames } from './transfer-notices';
import * as repo from './transfers.repository';
import * as squad from '../squad';

const LEDGER_KIND = 'transfer';

/**
 * What a final transfer does, in the caller's transaction after its conditional update: the players
 * must still be where it reserved them, the buyer pays the seller, the players join the buyer's
 * team, and the league hears of it. The one path of a confirmation, an approval and a consent.
 */
export async function moveTransfer(tx: Tx, ctx: ActingContext, t: repo.TransferRow, locked: LockedPlayer[]) {
  // Nobody may have moved, released or re-statused them since: else nothing moves.
  requireWhereExpected(locked, { teamId: t.teamFromId, status: RESERVED_STATUS });
  if (t.budget > 0) {
    // The budgets by user id, then the buyer's money judged without this transfer (decision 013):
    // a seller's proposal is paid from what the buyer has free when he accepts, and he is told
    // the figure; a proposal the buyer made already held the money. Refused: nothing is written.
    for (const userId of [t.buyBy, t.soldBy].sort((a, b) => a - b)) await lockBudget(tx, userId);
    await requireAvailable(tx, t.buyBy, t.budget, { field: 'budget', excluding: { transferId: t.id }, actorId: actingUserId(ctx.actor) });
    await applyMovements(
      tx,
      [
        {
          userId: t.buyBy,
          amount: -t.budget,
          kind: LEDGER_KIND,
          reference: `transfer:${t.id}`,
          description: `Compra: ${t.transferredPlayers}`,
          requireFunds: true,
        },
        { userId: t.soldBy, amount: t.budget, kind: LEDGER_KIND, reference: `transfer:${t.id}`, description: `Venta: ${t.transferredPlayers}` },
      ],
      { actorId: actingUserId(ctx.actor) ?? undefined, seasonId: t.seasonId },
    );
  }
  await squad.setPlayersStatus(
    tx,
    locked.map((p) => p.id),
    RESERVED_STATUS,
    t.teamToId,
  );
  const announced = { from: mention(t.soldBy), to: mention(t.buyBy), players: playerNames(t.transferredPlayers), amount: t.budget };
  await announce(tx, ctx, 'transfer.confirmed', ANNOUNCE.transferConfirmed(announced));
}
