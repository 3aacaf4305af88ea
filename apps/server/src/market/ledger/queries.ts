import { MARKET_MSG, mayReadMovements, pageMeta, type LedgerMovement, type ListQuery } from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { currentSeason } from '../../features/settings/settings.service';
import { budgetSummary } from '../money';
import * as repo from './ledger.repository';

const SERIES_POINTS = 500;

/** `GET /users/{id}/movimientos`: a user's own movements, anyone's for the Admin. */
export async function userMovements(ctx: ServiceContext, userId: number, query: ListQuery & { season?: number }) {
  if (!mayReadMovements(ctx.actor, userId)) throw forbidden(MARKET_MSG.movementsForbidden);
  const summary = await budgetSummary(ctx.db, userId, { readerId: ctx.actor.id, now: ctx.clock.now() });
  if (!summary) throw notFound('Usuario no encontrado.');
  const [rows, total, series] = await Promise.all([
    repo.listEntries(ctx.db, userId, { limit: query.per_page, offset: (query.page - 1) * query.per_page }, query.season),
    repo.countEntries(ctx.db, userId, query.season),
    repo.balanceSeries(ctx.db, userId, SERIES_POINTS),
  ]);
  const data: LedgerMovement[] = rows.map(({ entry: e, actorName }) => ({
    id: e.id,
    amount: e.amount,
    balance_after: e.balanceAfter,
    kind: e.kind,
    reference: e.reference,
    description: e.description,
    actor: e.actorId ? { id: e.actorId, name: actorName ?? '' } : null,
    id_season: e.seasonId,
    created_at: e.createdAt.toISOString(),
  }));
  return {
    data,
    meta: pageMeta(total, query.page, query.per_page),
    summary,
    series: series.map((p) => ({ at: p.at.toISOString(), balance: p.balance })),
  };
}

/** `GET /ledger/summary?season=`: budget, committed, available and what the actor spent that season. */
export async function ledgerSummary(ctx: ServiceContext, seasonId?: number) {
  const season = seasonId ?? (await currentSeason(ctx.db)).id;
  const summary = await budgetSummary(ctx.db, ctx.actor.id, { readerId: ctx.actor.id, now: ctx.clock.now() });
  return { ...summary!, spent: await repo.spentInSeason(ctx.db, ctx.actor.id, season), id_season: season };
}
