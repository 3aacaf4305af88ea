import { TRADE_REVIEW_MSG } from '@superliga/league';
import { systemActor, type ActingContext, type ServiceDeps } from '../../../lib/context';
import { publish } from '../../../lib/events';
import { rethrow } from '../../../lib/errors';
import { moneyTransaction } from '../../../lib/transaction';
import { auditActorOf } from '../../../features/audit/audit.service';
import { lockPlayers } from '../../players/player-reservations';
import { moveTransfer } from '../transfer-move';
import { playerNames } from '../transfer-notices';
import * as repo from '../transfers.repository';
import { auditReview, reviewNotice, tellParties } from '../trade-review';

/** Who consents when an objection window passes with no veto (decision 023): the transfers job. */
const TRANSFERS_JOB = systemActor('transfers');

/**
 * The scheduler's part: every transfer whose objection window is over becomes final, once across
 * processes (the conditional update on its window), audited as the transfers job's decision.
 */
export async function consentDueTransfers(deps: ServiceDeps, onError: (err: unknown, transferId: number) => void = rethrow) {
  const ctx: ActingContext = { ...deps, actor: TRANSFERS_JOB };
  const now = deps.clock.now();
  const done: number[] = [];
  for (const id of await repo.dueConsents(deps.db, now)) {
    try {
      const moved = await moneyTransaction(deps.db, async (tx) => {
        const locked = await lockPlayers(tx, await repo.transferPlayerIds(tx, id));
        const set = { review: 'consented', confirmed: 'yes', active: 'no', confirmedAt: now, reviewedAt: now };
        const t = await repo.closePending(tx, id, set, repo.STAGE.windowOver(now));
        if (!t) return false;
        await moveTransfer(tx, ctx, t, locked);
        const before = { ...t, review: 'objection', confirmed: 'no', active: 'yes' };
        await auditReview(tx, ctx, auditActorOf(TRANSFERS_JOB), 'transfer.consented', before, t, null);
        await tellParties(tx, ctx, t, reviewNotice('transfer.confirmed', TRADE_REVIEW_MSG.noticeConsented(playerNames(t.transferredPlayers).join(', '))));
        return true;
      });
      if (moved) {
        done.push(id);
        await publish(ctx, { type: 'transfer.confirmed', payload: { id } });
      }
    } catch (err) {
      onError(err, id);
    }
  }
  return done;
}
