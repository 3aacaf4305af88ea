import { netByUser, NOTIFY, operationReference, REVERSAL_MSG, type ReversalBody } from '@superliga/league';
import type { ServiceContext } from '../../../lib/context';
import { refuse } from '../../../lib/errors';
import { publish } from '../../../lib/events';
import { moneyTransaction } from '../../../lib/transaction';
import { applyCounterEntries, counterEntriesOf } from '../../money';
import { notify } from '../../../features/notifications/notifications.service';
import { lockPlayers } from '../../players/player-reservations';
import { recordAudit } from '../../../features/audit/audit.service';
import * as repo from '../reversals.repository';
import * as squad from '../../squad';
import { loadOperation, refusalOf, describe } from '../operation';
import { present } from '../queries';

/**
 * `POST /reversals` (Admin): in one transaction, in the market's lock order (decision 009) — the
 * players, then the reversal row (the unique index: once), then the budgets by user id — the
 * counter-entries return every peso the operation moved, the players go back with their previous
 * status, both managers are told. Refused (409, nothing written) when a player moved since, a
 * budget would end below zero, or it was reversed already.
 */
export async function reverseOperation(ctx: ServiceContext, body: ReversalBody) {
  const seen = await loadOperation(ctx.db, body.kind, body.id);
  const reversal = await moneyTransaction(ctx.db, async (tx) => {
    const locked = await lockPlayers(
      tx,
      seen.players.map((p) => p.id),
    );
    const op = await loadOperation(tx, body.kind, body.id);
    const refusal = await refusalOf(tx, op, locked);
    if (refusal) throw refusal;
    const reference = operationReference(op.kind, op.id);
    const counter = await counterEntriesOf(tx, reference);
    const details = await describe(tx, op, counter);
    const now = ctx.clock.now();
    const row = await repo.insertReversal(tx, {
      kind: op.kind,
      operationId: op.id,
      seasonId: op.seasonId,
      reason: body.reason,
      reversedBy: ctx.actor.id,
      reversedAt: now,
      details,
      createdAt: now,
    });
    if (!row) throw refuse('reversal.already_reversed', op.name);
    await applyCounterEntries(tx, counter, {
      reference,
      describe: (original) => REVERSAL_MSG.ledgerDescription({ operation: op.name, original, reason: body.reason }),
      actorId: ctx.actor.id,
      seasonId: op.seasonId,
    });
    for (const p of op.players) await squad.movePlayer(tx, p.id, p.backTo, p.status);
    const net = netByUser(counter);
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'operation.reversed',
      at: now,
      seasonId: op.seasonId,
      reference,
      before: { players: op.players.map((p) => ({ id: p.id, name: p.name })), confirmed: true },
      after: { players: op.players.map((p) => ({ id: p.id, team_id: p.backTo, status: p.status })), money: Object.fromEntries(net) },
      reason: body.reason,
    });
    const players = op.players.map((p) => p.name);
    await notify(
      tx,
      ctx,
      [...new Set(op.parties)].map((userId) => ({
        userId,
        text: NOTIFY.operationReversed({ operation: op.name, players, reason: body.reason, amount: userId === null ? 0 : (net.get(userId) ?? 0) }),
      })),
    );
    return present(row, ctx.actor.name);
  });
  await publish(ctx, { type: 'reversal.created', payload: { id: reversal.id, kind: body.kind, operation_id: body.id } });
  return { message: REVERSAL_MSG.reversed, ...reversal };
}
