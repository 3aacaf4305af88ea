import {
  formatLeagueTime,
  objectionRefusal,
  paths,
  TRADE_REVIEW_MSG,
  TRADE_REVIEW_STATE_LABELS,
  type AcceptanceOutcome,
  type NotificationText,
  type ReviewedTransfer,
  type Transfer,
  type TransferReviewBody,
  type TransferObjectionBody,
} from '@superliga/league';
import type { Tx } from '../../db/client';
import { systemActor, type ActingContext, type ServiceContext, type ServiceDeps } from '../../lib/context';
import { publish } from '../../lib/events';
import { refuse } from '../../lib/errors';
import { moneyTransaction } from '../../lib/transaction';
import { auditActorOf, recordAudit, type AuditActor } from '../../features/audit/audit.service';
import { lockBudget, requireAvailable } from '../money';
import { notify } from '../../features/notifications/notifications.service';
import { lockPlayers, requireWhereExpected, RESERVED_STATUS } from '../players/players.service';
import { managedTeam } from '../../features/teams/teams.service';
import { staffUserIds } from '../../features/users/users.service';
import { counterparties, moveTransfer, playerNames } from './transfer-move';
import * as repo from './transfers.repository';
import * as squad from '../squad';

/**
 * Trade review (decision 023): a transfer between managers that the other party confirmed is
 * accepted and waits, still pending (its players reserved, the buyer's money held), until staff
 * approve or veto it, or its objection window passes with no veto (silence means consent). Money
 * and players move only then, through the same conditional update as a confirmation, so once.
 */

/** The review's notices go under the transfer kinds the users already chose a delivery for. */
const TITLES = {
  'transfer.confirmed': TRADE_REVIEW_MSG.noticeTitleFinal,
  'transfer.cancelled': TRADE_REVIEW_STATE_LABELS.vetoed,
  'transfer.pending': TRADE_REVIEW_MSG.queueTitle,
} as const;
const texts = (kind: keyof typeof TITLES, body: string): NotificationText => ({ kind, title: TITLES[kind], body, link: paths.transferencias });

/** The other party's confirmation when the season reviews trades: the transfer is accepted and waits. */
export async function acceptForReview(ctx: ServiceContext, id: number, outcome: Extract<AcceptanceOutcome, { kind: 'review' }>) {
  const now = ctx.clock.now();
  await moneyTransaction(ctx.db, async (tx) => {
    const locked = await lockPlayers(tx, await repo.transferPlayerIds(tx, id));
    const t = await repo.closePending(
      tx,
      id,
      { acceptedBy: ctx.actor.id, acceptedAt: now, review: outcome.state, reviewUntil: outcome.until },
      repo.STAGE.notAccepted(),
    );
    if (!t) throw refuse('transfer.in_review');
    requireWhereExpected(locked, { teamId: t.teamFromId, status: RESERVED_STATUS });
    // The buyer agrees to pay now: his money must be free and is held from here on (commitments).
    if (t.budget > 0) {
      await lockBudget(tx, t.buyBy);
      await requireAvailable(tx, t.buyBy, t.budget, { field: 'budget', excluding: { transferId: t.id }, actorId: ctx.actor.id });
    }
    const state = TRADE_REVIEW_STATE_LABELS[outcome.state];
    const players = playerNames(t.transferredPlayers).join(', ');
    const staff = outcome.state === 'staff' ? await staffUserIds(tx) : [];
    await notify(tx, ctx, [
      ...counterparties(t, ctx.actor.id).map((userId) => ({ userId, text: texts('transfer.pending', TRADE_REVIEW_MSG.noticeUnderReview(players, state)) })),
      ...staff.map((userId) => ({ userId, text: texts('transfer.pending', TRADE_REVIEW_MSG.noticeUnderReview(players, state)) })),
    ]);
  });
  await publish(ctx, { type: 'transfer.confirmed', payload: { id } });
  if (outcome.state === 'staff') return { message: TRADE_REVIEW_MSG.acceptedForStaff };
  return { message: TRADE_REVIEW_MSG.acceptedForObjection(formatLeagueTime(outcome.until, ctx.config.LEAGUE_TZ)) };
}

/** `POST /transfers/{id}/review` (staff): approve (final now) or veto (players released, nothing moves), with a reason. */
export async function reviewTransfer(ctx: ServiceContext, id: number, body: TransferReviewBody) {
  const found = await repo.findTransfer(ctx.db, id);
  if (!found) throw refuse('transfer.review_not_found');
  const now = ctx.clock.now();
  const decided = { reviewedBy: ctx.actor.id, reviewedAt: now, reviewReason: body.reason };
  await moneyTransaction(ctx.db, async (tx) => {
    const locked = await lockPlayers(tx, await repo.transferPlayerIds(tx, id));
    const set =
      body.decision === 'approve'
        ? { ...decided, review: 'approved', confirmed: 'yes', active: 'no', confirmedBy: ctx.actor.id, confirmedAt: now }
        : { ...decided, review: 'vetoed', active: 'no', confirmedBy: ctx.actor.id, confirmedAt: now };
    // The one conditional update: two approvals (or an approval and a veto) racing decide once.
    const t = await repo.closePending(tx, id, set, repo.STAGE.inReview());
    if (!t) throw refuse('transfer.review_decided');
    const players = playerNames(t.transferredPlayers).join(', ');
    if (body.decision === 'approve') {
      await moveTransfer(tx, ctx, t, locked);
      await audited(tx, ctx, ctx.actor, 'transfer.approved', found, t, body.reason);
      await tellParties(tx, ctx, t, texts('transfer.confirmed', TRADE_REVIEW_MSG.noticeApproved(players, body.reason)));
    } else {
      await squad.restoreTransferPlayers(tx, t.id);
      await audited(tx, ctx, ctx.actor, 'transfer.vetoed', found, t, body.reason);
      await tellParties(tx, ctx, t, texts('transfer.cancelled', TRADE_REVIEW_MSG.noticeVetoed(players, body.reason)));
    }
  });
  await publish(ctx, body.decision === 'veto' ? { type: 'transfer.cancelled', payload: { id } } : { type: 'transfer.confirmed', payload: { id } });
  return { message: body.decision === 'approve' ? TRADE_REVIEW_MSG.approved : TRADE_REVIEW_MSG.vetoed };
}

/** `POST /transfers/{id}/objections`: another manager objects during the window; the reason reaches staff only. */
export async function objectToTransfer(ctx: ServiceContext, id: number, body: TransferObjectionBody) {
  const found = await repo.findTransfer(ctx.db, id);
  if (!found) throw refuse('transfer.objection_not_found');
  if (!(await managedTeam(ctx.db, ctx.actor.id))) throw refuse('transfer.objector_without_team');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const input = { state: found.review, until: found.reviewUntil, now, readerId: ctx.actor.id, parties: [found.buyBy, found.soldBy, found.createdBy] };
    const refusal = objectionRefusal({ ...input, alreadyObjected: false });
    if (refusal) throw refuse(refusal);
    if (!(await repo.insertObjection(tx, { transferId: id, userId: ctx.actor.id, reason: body.reason, createdAt: now }))) {
      throw refuse('transfer.already_objected');
    }
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'transfer.objected',
      at: now,
      userId: ctx.actor.id,
      seasonId: found.seasonId,
      reference: `transfer:${id}`,
      reason: body.reason,
    });
    const players = playerNames(found.transferredPlayers).join(', ');
    const staff = await staffUserIds(tx);
    await notify(
      tx,
      ctx,
      staff.map((userId) => ({ userId, text: texts('transfer.pending', TRADE_REVIEW_MSG.noticeObjection(players)) })),
    );
  });
  return { message: TRADE_REVIEW_MSG.objectionSaved };
}

/** `GET /transfers/review` (staff): the transfers in review with every objection and its reason. */
export async function reviewQueue(ctx: ServiceContext, present: (row: repo.TransferListRow) => Transfer): Promise<{ data: ReviewedTransfer[] }> {
  const rows = await repo.reviewQueue(ctx.db);
  const objections = await repo.objectionsOf(
    ctx.db,
    rows.map((r) => r.transfer.id),
  );
  return {
    data: rows.map((r) => ({
      ...present(r),
      accepted_at: r.transfer.acceptedAt ? r.transfer.acceptedAt.toISOString() : null,
      objections: objections
        .filter((o) => o.transferId === r.transfer.id)
        .map((o) => ({ user: { id: o.userId, name: o.name }, reason: o.reason, created_at: o.at.toISOString() })),
    })),
  };
}

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
        await audited(tx, ctx, auditActorOf(TRANSFERS_JOB), 'transfer.consented', { ...t, review: 'objection', confirmed: 'no', active: 'yes' }, t, null);
        await tellParties(tx, ctx, t, texts('transfer.confirmed', TRADE_REVIEW_MSG.noticeConsented(playerNames(t.transferredPlayers).join(', '))));
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

export const countDueConsents = (deps: ServiceDeps) => repo.countDueConsents(deps.db, deps.clock.now());

const TRANSFERS_JOB = systemActor('transfers');

const rethrow = (err: unknown) => {
  throw err;
};

async function audited(
  tx: Tx,
  ctx: ServiceDeps,
  actor: AuditActor,
  kind: 'transfer.approved' | 'transfer.vetoed' | 'transfer.consented',
  before: repo.TransferRow,
  after: repo.TransferRow,
  reason: string | null,
) {
  const shape = (t: repo.TransferRow) => ({ review: t.review, confirmed: t.confirmed, active: t.active, budget: t.budget, players: t.transferredPlayers });
  await recordAudit(tx, {
    actor,
    kind,
    at: ctx.clock.now(),
    userId: after.buyBy,
    teamId: after.teamToId,
    seasonId: after.seasonId,
    reference: `transfer:${after.id}`,
    before: shape(before),
    after: shape(after),
    reason: reason ?? undefined,
  });
}

const tellParties = (tx: Tx, ctx: ServiceDeps, t: repo.TransferRow, text: NotificationText) =>
  notify(
    tx,
    ctx,
    [t.buyBy, t.soldBy].map((userId) => ({ userId, text })),
  );
