import {
  netByUser,
  NOTIFY,
  operationReference,
  pageMeta,
  REVERSAL_MSG,
  REVERSAL_OPERATION_NAMES,
  reversalRefusal,
  type Reversal,
  type ReversalBody,
  type ReversalKind,
  type ReversalPlan,
  type SeasonListQuery,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { AppError, refuse } from '../../lib/errors';
import { publish } from '../../lib/events';
import { moneyTransaction } from '../../lib/transaction';
import { applyCounterEntries, counterEntriesOf, type CounterEntry } from '../money';
import { notify } from '../../features/notifications/notifications.service';
import { lockPlayers, requireFree, RESERVED_STATUS, type LockedPlayer } from '../players/players.service';
import { managedTeam } from '../../features/teams/teams.service';
import { recordAudit } from '../../features/audit/audit.service';
import * as repo from './reversals.repository';
import * as squad from '../squad';

/**
 * The status a player gets back when the confirmation did not record his previous one (operations
 * confirmed before migration 0017): the same default a cancelled transfer restores.
 */
const UNKNOWN_PREVIOUS_STATUS = 'registrado';

/** A confirmed operation as a reversal sees it: its players, where it left them, where they go back. */
interface Operation {
  kind: ReversalKind;
  id: number;
  name: string;
  seasonId: number;
  confirmedAt: Date;
  /** Where the operation left its players: the receiving team (-1: nobody can be there) and the status it gave them. */
  left: { teamId: number; status: string };
  players: { id: number; name: string; backTo: number; status: string }[];
  /** The users told of the reversal: both sides of the operation. */
  parties: (number | null)[];
}

/** Reads the operation and where it left its players; 404 unknown, 409 not confirmed. */
async function loadOperation(db: DbOrTx, kind: ReversalKind, id: number): Promise<Operation> {
  const name = REVERSAL_OPERATION_NAMES[kind](id);
  const notConfirmed = () => refuse('reversal.not_confirmed', name);
  if (kind === 'transfer') {
    const t = await repo.findTransfer(db, id);
    if (!t) throw refuse('reversal.not_found');
    if (t.confirmed !== 'yes' || !t.confirmedAt) throw notConfirmed();
    const list = await repo.transferPlayersOf(db, id);
    return {
      kind,
      id,
      name,
      seasonId: t.seasonId,
      confirmedAt: t.confirmedAt,
      left: { teamId: t.teamToId, status: RESERVED_STATUS },
      players: list.map((p) => ({ id: p.id, name: p.name, backTo: t.teamFromId, status: p.previousStatus ?? UNKNOWN_PREVIOUS_STATUS })),
      parties: [t.buyBy, t.soldBy],
    };
  }
  if (kind === 'clause') {
    const o = await repo.findClause(db, id);
    if (!o) throw refuse('reversal.not_found');
    if (o.confirmed !== 'yes' || !o.decidedAt) throw notConfirmed();
    // The player went to the team of the offer's creator (the winner), 'bloqueado'.
    const destination = await managedTeam(db, o.createdBy);
    const [seller] = await repo.findTeams(db, [o.teamId]);
    return {
      kind,
      id,
      name,
      seasonId: o.seasonId,
      confirmedAt: o.decidedAt,
      left: { teamId: destination?.id ?? -1, status: 'bloqueado' },
      players: [{ id: o.playerId, name: o.name, backTo: o.teamId, status: o.previousStatus ?? UNKNOWN_PREVIOUS_STATUS }],
      parties: [o.createdBy, seller?.userId ?? null],
    };
  }
  const found = await repo.findAuction(db, id);
  if (!found) throw refuse('reversal.not_found');
  const { auction: a, winner } = found;
  if (a.status !== 'confirmed' || !a.confirmedAt || !winner) throw notConfirmed();
  const [origin] = await repo.findTeams(db, [a.teamId]);
  return {
    kind,
    id,
    name,
    seasonId: a.seasonId,
    confirmedAt: a.confirmedAt,
    left: { teamId: winner.teamId, status: 'bloqueado' },
    players: [{ id: a.playerId, name: found.playerName, backTo: a.teamId, status: a.previousStatus ?? UNKNOWN_PREVIOUS_STATUS }],
    parties: [winner.userId, origin?.userId ?? null],
  };
}

/** Why the operation cannot be reversed now (read with the players locked when it will be), or null. */
async function refusalOf(db: DbOrTx, op: Operation, now: readonly LockedPlayer[]): Promise<AppError | null> {
  const later = await repo.laterOperations(
    db,
    op.players.map((p) => p.id),
    { kind: op.kind, id: op.id, at: op.confirmedAt },
  );
  const refusal = reversalRefusal({
    reversed: Boolean(await repo.findReversal(db, op.kind, op.id)),
    operation: op.name,
    players: now,
    left: op.left,
    later: later.map((l) => ({ player: now.find((p) => p.id === l.playerId)?.name ?? '', operation: REVERSAL_OPERATION_NAMES[l.kind](l.id) })),
  });
  if (refusal) return refuse('reversal.refused', refusal);
  if (op.left.teamId === -1) return refuse('reversal.destination_without_manager');
  try {
    // The reservation rule: a player held by an open operation is not moved back under it.
    await requireFree(db, now, 'staff');
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  return null;
}

/** The players' moves and the counter-entries as the contract names them. */
async function describe(db: DbOrTx, op: Operation, counter: CounterEntry[]) {
  const teams = new Map((await repo.findTeams(db, [op.left.teamId, ...op.players.map((p) => p.backTo)])).map((t) => [t.id, t]));
  const team = (id: number) => ({ id, name: teams.get(id)?.name ?? '' });
  const names = new Map(counter.map((c) => [c.userId, c.userName]));
  return {
    players: op.players.map((p) => ({ player: { id: p.id, name: p.name }, from_team: team(op.left.teamId), to_team: team(p.backTo), status: p.status })),
    movements: [...netByUser(counter)].map(([userId, amount]) => ({ user: { id: userId, name: names.get(userId) ?? '' }, amount })),
  };
}

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

function present(row: repo.ReversalRow, reverserName: string | null): Reversal {
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
