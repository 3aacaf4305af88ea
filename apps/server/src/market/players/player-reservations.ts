import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { blockingOperation, isWhereExpected, reservationMessage, type OpenOperation, type PlayerIntent } from '@superliga/league';
import { runOne, written } from '../../db/batch';
import type { DbOrTx } from '../../db/client';
import { auctions, players, releaseClauses, transferPlayers, transfers } from '../../db/schema';
import { refuse } from '../../lib/errors';

/** The status a player holds while a transfer reserves it (000 §4: a player added to a transfer is marked bloqueado). */
export const RESERVED_STATUS = 'bloqueado';

export type LockedPlayer = { id: number; name: string; teamId: number; status: string };

/**
 * Locks the players for the rest of the transaction, by id. The player rows are the FIRST lock
 * of every market transaction (docs/decisions/009-market-hardening.md): every operation on a player
 * waits here for the one before it, so they never deadlock on the rows that come after.
 */
export async function lockPlayers(db: DbOrTx, ids: readonly number[]): Promise<LockedPlayer[]> {
  if (!ids.length) return [];
  return db
    .select({ id: players.id, name: players.name, teamId: players.teamId, status: players.status })
    .from(players)
    .where(inArray(players.id, [...ids]))
    .orderBy(players.id)
    .for('update');
}

const KINDS: readonly OpenOperation['kind'][] = ['transfer', 'offer', 'auction'];

/** The open operations each of these players is part of: pending transfers, open offers, open auctions. */
export async function openOperations(db: DbOrTx, ids: readonly number[]): Promise<Map<number, OpenOperation[]>> {
  return ids.length ? runOne(db, openOperationsStatement(db, ids)) : new Map();
}

/** openOperations as a statement, for a caller that sends it with others in one round trip (runInOrder). */
export function openOperationsStatement(db: DbOrTx, ids: readonly number[]) {
  // Written once (db/batch.ts `written`): the players' ids go in as one array value.
  return written(
    'open-operations',
    () => openOperationsQuery(db),
    { ids: [...ids] },
    (raw) => {
      // The rows as the driver gives them (columns by their names in the first select).
      const rows = raw.map((r) => ({ playerId: Number(r.player_id), id: Number(r.id), kind: r.kind as OpenOperation['kind'] }));
      const found = new Map<number, OpenOperation[]>();
      // Transfers, then offers, then auctions, each as the database listed them.
      const ordered = KINDS.flatMap((k) => rows.filter((r) => r.kind === k));
      for (const r of ordered) found.set(r.playerId, [...(found.get(r.playerId) ?? []), { kind: r.kind, id: r.id }]);
      return found;
    },
  );
}

/** openOperationsStatement's query, the players' ids a placeholder (`ids`, an array). */
function openOperationsQuery(db: DbOrTx) {
  // One statement: it runs with the players locked, which every other operation on them waits for.
  const kind = (k: OpenOperation['kind']) => sql<OpenOperation['kind']>`${k}::text`.as('kind');
  const among = (column: SQLWrapper) => sql`${column} = any(${sql.placeholder('ids')})`;
  return db
    .select({ playerId: transferPlayers.playerId, id: transfers.id, kind: kind('transfer') })
    .from(transferPlayers)
    .innerJoin(transfers, eq(transfers.id, transferPlayers.transferId))
    .where(and(among(transferPlayers.playerId), eq(transfers.confirmed, 'no'), eq(transfers.active, 'yes')))
    .unionAll(
      db
        .select({ playerId: releaseClauses.playerId, id: releaseClauses.id, kind: kind('offer') })
        .from(releaseClauses)
        .where(and(among(releaseClauses.playerId), eq(releaseClauses.confirmed, 'no'), eq(releaseClauses.active, 'yes'))),
    )
    .unionAll(
      db
        .select({ playerId: auctions.playerId, id: auctions.id, kind: kind('auction') })
        .from(auctions)
        .where(and(among(auctions.playerId), eq(auctions.status, 'open'))),
    );
}

/**
 * Refuses (409, naming the operation) when one of these players is held by an open operation
 * that keeps it from `intent`. Call it with the players locked (lockPlayers).
 */
export async function requireFree(db: DbOrTx, list: readonly { id: number; name: string }[], intent: PlayerIntent) {
  refuseHeld(
    list,
    await openOperations(
      db,
      list.map((p) => p.id),
    ),
    intent,
  );
}

/** requireFree's judgement of what openOperations read. */
export function refuseHeld(list: readonly { id: number; name: string }[], open: Map<number, OpenOperation[]>, intent: PlayerIntent) {
  for (const p of list) {
    const op = blockingOperation(open.get(p.id) ?? [], intent);
    if (op) throw refuse('player.held', reservationMessage(p.name, op, intent));
  }
}

/** At confirmation, with the players locked: each is still where its operation expects, or nothing moves (409). */
export function requireWhereExpected(list: readonly LockedPlayer[], expected: { teamId: number; status?: string }) {
  for (const p of list) if (!isWhereExpected(p, expected)) throw refuse('player.not_where_expected', p.name);
}
