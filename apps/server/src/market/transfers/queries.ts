import {
  isAdmin,
  pageMeta,
  type PendingTransfer,
  type ReviewedTransfer,
  type PendingTransfersQuery,
  type Transfer,
  type TransferHistoryQuery,
  type TradeReviewState,
} from '@superliga/league';
import type { Actor, ServiceContext, ServiceDeps } from '../../lib/context';
import { presentReversalMark } from '../../lib/reversal-mark';
import * as repo from './transfers.repository';
import { canConfirm, canCancel } from './transfer-guards';

/** Relations read as objects (000 §3); `team_from`/`team_to` stay for the screens that read them. */
function present(row: repo.TransferListRow, actor: Actor): Transfer {
  const t = row.transfer;
  const pending = t.confirmed === 'no' && t.active === 'yes';
  const names = row.names;
  return {
    id: t.id,
    id_season: { id: t.seasonId, name: names.season ?? '' },
    transferred_players: t.transferredPlayers,
    players: row.players,
    id_team_from: row.teamFrom,
    id_team_to: row.teamTo,
    team_from: { id: row.teamFrom.id, name: row.teamFrom.name },
    team_to: { id: row.teamTo.id, name: row.teamTo.name },
    budget: t.budget,
    status: t.status,
    confirmed: t.confirmed as 'yes' | 'no',
    active: t.active as 'yes' | 'no',
    created_by: { id: t.createdBy, name: names.createdBy ?? '' },
    buy_by: { id: t.buyBy, name: names.buyBy ?? '' },
    sold_by: { id: t.soldBy, name: names.soldBy ?? '' },
    created_at: t.createdAt.toISOString(),
    confirmed_at: t.confirmedAt ? t.confirmedAt.toISOString() : null,
    can_confirm: pending && !t.acceptedAt && canConfirm(t, actor),
    can_cancel: pending && !t.acceptedAt && canCancel(t, actor),
    // Trade review (decision 023): its state and window for everyone; the objections stay with staff.
    review: (t.review as TradeReviewState | null) ?? null,
    review_until: t.reviewUntil ? t.reviewUntil.toISOString() : null,
    review_reason: t.review === 'approved' || t.review === 'vetoed' ? t.reviewReason : null,
    can_object: pending && t.review === 'objection' && ![t.buyBy, t.soldBy, t.createdBy].includes(actor.id),
    reversal: presentReversalMark(row.reversal),
  };
}

/**
 * `GET /transferencia_pendiente`: a bare array of the old server's rows, as the documents' client
 * reads it: plain ids for the season and the teams, their names beside them, and by default only
 * what the reader is to confirm (docs/decisions/017).
 */
export async function listPendingTransfers(ctx: ServiceContext, query: PendingTransfersQuery): Promise<PendingTransfer[]> {
  const reader: repo.PendingReader =
    query.scope === 'involved' && isAdmin(ctx.actor.rol) ? { every: true } : { userId: ctx.actor.id, toConfirm: query.scope === 'to_confirm' };
  const rows = await repo.listPending(ctx.db, reader, query.season);
  return rows.map((r) => {
    const t = present(r, ctx.actor);
    return {
      ...t,
      id_season: t.id_season.id,
      id_team_from: t.id_team_from.id,
      id_team_to: t.id_team_to.id,
      season: t.id_season,
      team_from: t.id_team_from,
      team_to: t.id_team_to,
    };
  });
}

/**
 * `GET /traspasos`: the season's transfers, pending and confirmed, newest first, 250 a page, as the
 * old server listed them; `confirmed=yes` (our screens) keeps the confirmed ones (docs/decisions/017).
 */
export async function transferHistory(ctx: ServiceContext, query: TransferHistoryQuery) {
  const filter = { seasonId: query.season, userId: query.mine ? ctx.actor.id : undefined, confirmedOnly: query.confirmed === 'yes' };
  if (query.all) return { data: (await repo.listHistory(ctx.db, filter)).map((r) => present(r, ctx.actor)) };
  const [rows, total] = await Promise.all([
    repo.listHistory(ctx.db, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    repo.countHistory(ctx.db, filter),
  ]);
  return { data: rows.map((r) => present(r, ctx.actor)), meta: pageMeta(total, query.page, query.per_page) };
}

/**
 * `GET /transfers/review` (staff): the transfers in review (decision 023), each shaped as everywhere
 * else, with every objection and its reason.
 */
export async function transferReviewQueue(ctx: ServiceContext): Promise<{ data: ReviewedTransfer[] }> {
  const rows = await repo.reviewQueue(ctx.db);
  const objections = await repo.objectionsOf(
    ctx.db,
    rows.map((r) => r.transfer.id),
  );
  return {
    data: rows.map((r) => ({
      ...present(r, ctx.actor),
      accepted_at: r.transfer.acceptedAt ? r.transfer.acceptedAt.toISOString() : null,
      objections: objections
        .filter((o) => o.transferId === r.transfer.id)
        .map((o) => ({ user: { id: o.userId, name: o.name }, reason: o.reason, created_at: o.at.toISOString() })),
    })),
  };
}

/** How many transfers' objection windows are over and wait for the transfers job (its backlog). */
export const countDueConsents = (deps: ServiceDeps) => repo.countDueConsents(deps.db, deps.clock.now());
