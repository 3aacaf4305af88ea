import { netByUser, REVERSAL_OPERATION_NAMES, reversalRefusal, type ReversalKind } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import { AppError, refuse } from '../../lib/errors';
import { type CounterEntry } from '../money';
import { requireFree, RESERVED_STATUS, type LockedPlayer } from '../players/player-reservations';
import { managedTeam } from '../../features/teams/teams.service';
import * as repo from './reversals.repository';

/* The operation a reversal undoes, loaded and judged: what the plan shows and reverse-operation writes share. */

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
export async function loadOperation(db: DbOrTx, kind: ReversalKind, id: number): Promise<Operation> {
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
export async function refusalOf(db: DbOrTx, op: Operation, now: readonly LockedPlayer[]): Promise<AppError | null> {
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
export async function describe(db: DbOrTx, op: Operation, counter: CounterEntry[]) {
  const teams = new Map((await repo.findTeams(db, [op.left.teamId, ...op.players.map((p) => p.backTo)])).map((t) => [t.id, t]));
  const team = (id: number) => ({ id, name: teams.get(id)?.name ?? '' });
  const names = new Map(counter.map((c) => [c.userId, c.userName]));
  return {
    players: op.players.map((p) => ({ player: { id: p.id, name: p.name }, from_team: team(op.left.teamId), to_team: team(p.backTo), status: p.status })),
    movements: [...netByUser(counter)].map(([userId, amount]) => ({ user: { id: userId, name: names.get(userId) ?? '' }, amount })),
  };
}
