import { paths, TRADE_REVIEW_MSG, TRADE_REVIEW_STATE_LABELS, type NotificationText } from '@superliga/league';
import type { Tx } from '../../db/client';
import type { ServiceDeps } from '../../lib/context';
import { recordAudit, type AuditActor } from '../../features/audit/audit.service';
import { notify } from '../../features/notifications/notifications.service';
import type * as repo from './transfers.repository';

/**
 * Trade review (decision 023): a transfer between managers that the other party confirmed is
 * accepted and waits, still pending (its players reserved, the buyer's money held), until staff
 * approve or veto it, or its objection window passes with no veto (silence means consent). Money
 * and players move only then, through the same conditional update as a confirmation, so once.
 * What its commands share: the notices' kinds and titles, the parties' notice and the audit entry
 * of a decision.
 */

/** The review's notices go under the transfer kinds the users already chose a delivery for. */
const TITLES = {
  'transfer.confirmed': TRADE_REVIEW_MSG.noticeTitleFinal,
  'transfer.cancelled': TRADE_REVIEW_STATE_LABELS.vetoed,
  'transfer.pending': TRADE_REVIEW_MSG.queueTitle,
} as const;

export const reviewNotice = (kind: keyof typeof TITLES, body: string): NotificationText => ({
  kind,
  title: TITLES[kind],
  body,
  link: paths.transferencias,
});

/** One audit entry for a review's decision, with the transfer's state before and after it. */
export async function auditReview(
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

/** The buyer and the seller hear of the review's outcome. */
export const tellParties = (tx: Tx, ctx: ServiceDeps, t: repo.TransferRow, text: NotificationText) =>
  notify(
    tx,
    ctx,
    [t.buyBy, t.soldBy].map((userId) => ({ userId, text })),
  );
