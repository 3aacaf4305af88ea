import {
  operationReference,
  pageMeta,
  REVERSAL_OPERATION_NAMES,
  type Reversal,
  type ReversalKind,
  type ReversalPlan,
  type SeasonListQuery,
} from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { counterEntriesOf } from '../money';
import * as repo from './reversals.repository';
import { loadOperation, refusalOf, describe } from './operation';

/** `GET /reversals/plan`: what reversing would do (the Admin's dialog), and why it cannot, if so. */
export async function reversalPlan(ctx: ServiceContext, kind: ReversalKind, id: number): Promise<ReversalPlan> {
  const op = await loadOperation(ctx.db, kind, id);
  const now = await repo.currentPlayers(
    ctx.db,
    op.players.map((p) => p.id),
  );
  const counter = await counterEntriesOf(ctx.db, operationReference(kind, id));
  return { kind, id, operation: op.name, ...(await describe(ctx.db, op, counter)), refusal: (await refusalOf(ctx.db, op, now))?.message ?? null };
}

export function present(row: repo.ReversalRow, reverserName: string | null): Reversal {
  const details = row.details as Pick<Reversal, 'players' | 'movements'>;
  return {
    id: row.id,
    kind: row.kind as ReversalKind,
    operation_id: row.operationId,
    operation: REVERSAL_OPERATION_NAMES[row.kind as ReversalKind](row.operationId),
    id_season: row.seasonId,
    reason: row.reason,
    reversed_by: row.reversedBy ? { id: row.reversedBy, name: reverserName ?? '' } : null,
    reversed_at: row.reversedAt.toISOString(),
    players: details.players ?? [],
    movements: details.movements ?? [],
  };
}

/** `GET /reversals?season=`: the season's reversals, newest first (everyone reads the market's history). */
export async function listReversals(ctx: ServiceContext, query: SeasonListQuery) {
  const show = (rows: Awaited<ReturnType<typeof repo.listReversals>>) => rows.map((r) => present(r.reversal, r.reverserName));
  if (query.all) return { data: show(await repo.listReversals(ctx.db, query.season)) };
  const [rows, total] = await Promise.all([
    repo.listReversals(ctx.db, query.season, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    repo.countReversals(ctx.db, query.season),
  ]);
  return { data: show(rows), meta: pageMeta(total, query.page, query.per_page) };
}
