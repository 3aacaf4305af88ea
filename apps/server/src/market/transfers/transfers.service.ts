import {
  paths,
  DIVISIONS,
  formatLeagueTime,
  isAdmin,
  isMarketOpen,
  MARKET_MSG,
  marketOpensAt,
  matchPlayerNames,
  MSG,
  NOTIFY,
  pageMeta,
  transferCommitsBuyer,
  transferPlayersError,
  type PendingTransfer,
  type PendingTransfersQuery,
  type Transfer,
  type TransferBody,
  type TransferHistoryQuery,
  type TradeReviewState,
  acceptanceOutcome,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { Actor, ServiceContext } from '../../lib/context';
import { publish } from '../../lib/events';
import { refuse } from '../../lib/errors';
import { presentReversalMark } from '../../lib/reversal-mark';
import { moneyTransaction } from '../../lib/transaction';
import { requireAvailable } from '../money';
import { notify, resolveNotices } from '../../features/notifications/notifications.service';
import { lockPlayers, requireFree, RESERVED_STATUS } from '../players/players.service';
import { rulesForSeason } from '../../features/season-rules/season-rules.service';
import { refuseReturnAfterRelease } from '../squad/release-history.service';
import { currentSeason } from '../../features/settings/settings.service';
import { acceptForReview, reviewQueue } from './transfer-review.service';
import { counterparties, moveTransfer, playerNames } from './transfer-move';
import * as repo from './transfers.repository';
import * as squad from '../squad';

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

/** The counterparty confirms: a party of the transfer who did not create it (or an Admin). */
const canConfirm = (t: repo.TransferRow, actor: Actor) => isAdmin(actor.rol) || ((actor.id === t.buyBy || actor.id === t.soldBy) && actor.id !== t.createdBy);
const canCancel = (t: repo.TransferRow, actor: Actor) => isAdmin(actor.rol) || [t.buyBy, t.soldBy, t.createdBy].includes(actor.id);

/** The market gate (season start + 4 h) is the server's, whatever the client shows. */
async function requireMarketOpen(ctx: ServiceContext, db: DbOrTx = ctx.db) {
  const season = await currentSeason(db);
  const rules = await rulesForSeason(db, season.id);
  const now = ctx.clock.now();
  if (!isMarketOpen(season.startDate, now, rules)) {
    throw refuse('transfer.market_closed', formatLeagueTime(marketOpensAt(season.startDate, rules), ctx.config.LEAGUE_TZ));
  }
  return season;
}

/**
 * `POST /transfer`: the players of id_team_from go to id_team_to for `budget`, paid by the
 * receiving team's manager (buy_by) to the giving team's (sold_by) once the other party confirms.
 * Players are reserved (bloqueado) until then. The buyer's budget is checked and committed only
 * when he (or staff) proposes: a seller's proposal never reads the buyer's money, else its answer
 * would tell the seller whether the buyer can pay (decision 013); the buyer's acceptance checks it.
 */
export async function createTransfer(ctx: ServiceContext, body: TransferBody) {
  const d = body.data;
  const admin = isAdmin(ctx.actor.rol);
  if (d.created_by !== undefined && d.created_by !== ctx.actor.id && !admin) throw refuse('transfer.creator_mismatch');
  const season = await requireMarketOpen(ctx);
  const rules = await rulesForSeason(ctx.db, season.id);
  const tooMany = transferPlayersError(d.transferred_players.length, rules);
  if (tooMany) throw refuse('transfer.too_many_players', tooMany);

  const teamRows = await repo.findTeams(ctx.db, [d.id_team_from, d.id_team_to]);
  const from = teamRows.find((t) => t.id === d.id_team_from);
  const to = teamRows.find((t) => t.id === d.id_team_to);
  if (!from || !to) throw refuse('transfer.team_not_found');
  const inLeague = (division: string | null) => (DIVISIONS as readonly string[]).includes(division ?? '');
  if (!inLeague(from.division) || !inLeague(to.division)) throw refuse('transfer.team_outside_league');
  if (!from.userId || !to.userId) throw refuse('transfer.team_without_manager');
  if (!admin && ctx.actor.id !== from.userId && ctx.actor.id !== to.userId) throw refuse('transfer.not_allowed');
  if (d.buy_by !== to.userId) throw refuse('transfer.buyer_mismatch');
  if (d.sold_by !== from.userId) throw refuse('transfer.seller_mismatch');
  const playerIds = await resolvePlayers(ctx.db, from.id, d.transferred_players);

  const id = await moneyTransaction(ctx.db, async (tx) => {
    // Players first (by id), then the budget: the market's lock order (decision 009).
    const locked = await lockPlayers(tx, playerIds);
    if (locked.length !== playerIds.length || locked.some((p) => p.teamId !== from.id)) {
      throw refuse('transfer.players_not_in_team');
    }
    await requireFree(tx, locked, 'transfer');
    await refuseReturnAfterRelease(tx, { players: locked, teamId: to.id, seasonId: season.id, rules });
    const parties = { createdBy: ctx.actor.id, buyBy: to.userId!, soldBy: from.userId! };
    if (d.budget > 0 && transferCommitsBuyer(parties)) await requireAvailable(tx, to.userId!, d.budget, { field: 'budget', actorId: ctx.actor.id });
    const transfer = await repo.insertTransfer(tx, {
      seasonId: season.id,
      transferredPlayers: locked.map((p) => p.name).join(', '),
      teamFromId: from.id,
      teamToId: to.id,
      budget: d.budget,
      status: 'bloqueado',
      createdBy: ctx.actor.id,
      buyBy: to.userId!,
      soldBy: from.userId!,
      createdAt: ctx.clock.now(),
    });
    await repo.insertTransferPlayers(
      tx,
      locked.map((p) => ({ transferId: transfer.id, playerId: p.id, previousStatus: p.status })),
    );
    await squad.setPlayersStatus(tx, playerIds, RESERVED_STATUS);
    const text = NOTIFY.transferPending({ id: transfer.id, from: ctx.actor.name, players: locked.map((p) => p.name), amount: d.budget });
    await notify(
      tx,
      ctx,
      counterparties({ buyBy: to.userId!, soldBy: from.userId! }, ctx.actor.id).map((userId) => ({ userId, text })),
    );
    return transfer.id;
  });
  await publish(ctx, { type: 'transfer.created', payload: { id } });
  return { message: MARKET_MSG.transferCreated, id };
}

/**
 * Players named by id or (the documents' client) by name among the giving team's players, case
 * and accents ignored; an unknown or ambiguous name is a 422 naming it.
 */
async function resolvePlayers(db: DbOrTx, teamFromId: number, refs: (number | string)[]) {
  const names = refs.filter((r): r is string => typeof r === 'string');
  const ids = refs.filter((r): r is number => typeof r === 'number');
  if (names.length === 0) return ids;
  const matched = matchPlayerNames(names, await repo.squadNames(db, teamFromId));
  if (matched.error !== undefined) throw refuse('transfer.player_name_unmatched', matched.error);
  const all = [...ids, ...matched.ids];
  if (new Set(all).size !== all.length) throw refuse('transfer.players_repeated');
  return all;
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

/** Why a transfer is no longer pending, read again after the conditional update found nothing. */
async function closedTransferConflict(db: DbOrTx, id: number) {
  const now = await repo.findTransfer(db, id);
  return refuse(now?.confirmed === 'yes' ? 'transfer.already_confirmed' : 'transfer.cancelled');
}

/**
 * `POST /transferencia_confirmada/{id}`: exactly once, however many requests race. With no trade
 * review in the season the transfer is final at once; otherwise the other party's confirmation is
 * an acceptance and the transfer waits in review (decision 023, transfer-review.service.ts).
 */
export async function confirmTransfer(ctx: ServiceContext, id: number) {
  const found = await repo.findTransfer(ctx.db, id);
  if (!found) throw refuse('transfer.not_found');
  if (!canConfirm(found, ctx.actor)) throw refuse('transfer.confirm_not_allowed');
  if (found.acceptedAt) throw refuse('transfer.in_review');
  const outcome = acceptanceOutcome(ctx.clock.now(), await rulesForSeason(ctx.db, found.seasonId));
  if (outcome.kind === 'review') return acceptForReview(ctx, id, outcome);
  await moneyTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    // The players first, then the transfer row, then the budgets (decision 009).
    const locked = await lockPlayers(tx, await repo.transferPlayerIds(tx, id));
    const t = await repo.closePending(tx, id, { confirmed: 'yes', active: 'no', confirmedBy: ctx.actor.id, confirmedAt: now }, repo.STAGE.notAccepted());
    if (!t) throw await closedTransferConflict(tx, id);
    await moveTransfer(tx, ctx, t, locked);
    await resolveNotices(tx, ctx, 'transfer.pending', paths.pendingTransfer(id));
    const text = NOTIFY.transferConfirmed({ players: playerNames(t.transferredPlayers), amount: t.budget });
    await notify(
      tx,
      ctx,
      counterparties(t, ctx.actor.id).map((userId) => ({ userId, text })),
    );
  });
  await publish(ctx, { type: 'transfer.confirmed', payload: { id } });
  return { message: MSG.transferDone };
}

/** Either party (or an Admin) withdraws a pending transfer; its players get their status back. */
export async function cancelTransfer(ctx: ServiceContext, id: number) {
  const found = await repo.findTransfer(ctx.db, id);
  if (!found) throw refuse('transfer.not_found');
  if (!canCancel(found, ctx.actor)) throw refuse('transfer.cancel_not_allowed');
  // Accepted and in review, it is staff's to approve or veto (decision 023).
  if (found.acceptedAt) throw refuse('transfer.in_review');
  await moneyTransaction(ctx.db, async (tx) => {
    await lockPlayers(tx, await repo.transferPlayerIds(tx, id));
    const t = await repo.closePending(tx, id, { active: 'no', confirmedBy: ctx.actor.id, confirmedAt: ctx.clock.now() }, repo.STAGE.notAccepted());
    if (!t) throw await closedTransferConflict(tx, id);
    await squad.restoreTransferPlayers(tx, t.id);
    await resolveNotices(tx, ctx, 'transfer.pending', paths.pendingTransfer(t.id));
    const text = NOTIFY.transferCancelled({ players: playerNames(t.transferredPlayers), by: ctx.actor.name });
    await notify(
      tx,
      ctx,
      counterparties(t, ctx.actor.id).map((userId) => ({ userId, text })),
    );
  });
  await publish(ctx, { type: 'transfer.cancelled', payload: { id } });
  return { message: MARKET_MSG.transferCancelledOk };
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

/** `GET /transfers/review` (staff): the review queue, each transfer shaped as everywhere else. */
export const transferReviewQueue = (ctx: ServiceContext) => reviewQueue(ctx, (row) => present(row, ctx.actor));
