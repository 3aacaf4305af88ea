import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { players, reversals, teams, transferObjections, transferPlayers, transfers, users } from '../../db/schema';
import { reversalColumns, reversalOf } from '../../lib/reversal-mark';

export type TransferRow = typeof transfers.$inferSelect;

export async function findTeams(db: DbOrTx, ids: number[]) {
  return db.select({ id: teams.id, name: teams.name, division: teams.division, userId: teams.userId }).from(teams).where(inArray(teams.id, ids));
}

/** A team's players by name, for `transferred_players` sent as names (000 §3). */
export async function squadNames(db: DbOrTx, teamId: number) {
  return db.select({ id: players.id, name: players.name }).from(players).where(eq(players.teamId, teamId));
}

export async function insertTransfer(db: DbOrTx, values: typeof transfers.$inferInsert) {
  const [row] = await db.insert(transfers).values(values).returning();
  return row!;
}

export async function insertTransferPlayers(db: DbOrTx, rows: (typeof transferPlayers.$inferInsert)[]) {
  await db.insert(transferPlayers).values(rows);
}

export async function findTransfer(db: DbOrTx, id: number) {
  const [row] = await db.select().from(transfers).where(eq(transfers.id, id));
  return row;
}

/**
 * The one state change of a pending transfer; answers nothing when it was no longer pending (or
 * no longer in the stage `guard` names: not yet accepted, in review, its objection window over).
 */
export async function closePending(db: DbOrTx, id: number, set: Partial<typeof transfers.$inferInsert>, guard?: SQL) {
  const [row] = await db
    .update(transfers)
    .set(set)
    .where(and(eq(transfers.id, id), eq(transfers.confirmed, 'no'), eq(transfers.active, 'yes'), guard))
    .returning();
  return row;
}

/** Trade review stages of a pending transfer (decision 023), as conditions of its one state change. */
export const STAGE = {
  notAccepted: () => isNull(transfers.acceptedAt),
  inReview: () => inArray(transfers.review, ['staff', 'objection']),
  /** The objection window is over, as the database compares it (decision 016). */
  windowOver: (now: Date) => and(eq(transfers.review, 'objection'), lte(transfers.reviewUntil, now)),
};

/** Transfers whose objection window is over and nobody decided yet: the scheduler makes them final. */
export async function dueConsents(db: DbOrTx, now: Date) {
  const rows = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.confirmed, 'no'), eq(transfers.active, 'yes'), STAGE.windowOver(now)))
    .orderBy(asc(transfers.reviewUntil), asc(transfers.id));
  return rows.map((r) => r.id);
}

/** How many of them there are (the 'Tareas' backlog). */
export async function countDueConsents(db: DbOrTx, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(transfers)
    .where(and(eq(transfers.confirmed, 'no'), eq(transfers.active, 'yes'), STAGE.windowOver(now)));
  return row?.n ?? 0;
}

/** A manager's objection; nothing when he had objected already (the unique index). */
export async function insertObjection(db: DbOrTx, values: typeof transferObjections.$inferInsert) {
  const rows = await db.insert(transferObjections).values(values).onConflictDoNothing().returning({ id: transferObjections.id });
  return rows.length > 0;
}

/** The objections to some transfers, with their authors, oldest first (staff only). */
export function objectionsOf(db: DbOrTx, transferIds: number[]) {
  if (transferIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      transferId: transferObjections.transferId,
      userId: users.id,
      name: users.name,
      reason: transferObjections.reason,
      at: transferObjections.createdAt,
    })
    .from(transferObjections)
    .innerJoin(users, eq(users.id, transferObjections.userId))
    .where(inArray(transferObjections.transferId, transferIds))
    .orderBy(asc(transferObjections.createdAt), asc(transferObjections.id));
}

/** Pending transfers in review, oldest acceptance first: the staff's queue. */
export function reviewQueue(db: DbOrTx) {
  return selectTransfers(db, and(eq(transfers.confirmed, 'no'), eq(transfers.active, 'yes'), STAGE.inReview())).orderBy(
    asc(transfers.acceptedAt),
    asc(transfers.id),
  );
}

export async function transferPlayerIds(db: DbOrTx, transferId: number) {
  const rows = await db
    .select({ id: transferPlayers.playerId })
    .from(transferPlayers)
    .where(eq(transferPlayers.transferId, transferId))
    .orderBy(transferPlayers.playerId);
  return rows.map((r) => r.id);
}

const teamFrom = aliasedTable(teams, 'team_from');
const teamTo = aliasedTable(teams, 'team_to');

function selectTransfers(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      transfer: transfers,
      teamFrom: { id: teamFrom.id, name: teamFrom.name, id_user: teamFrom.userId },
      teamTo: { id: teamTo.id, name: teamTo.name, id_user: teamTo.userId },
      names: {
        createdBy: sql<string>`(select u.name from users u where u.id = ${transfers.createdBy})`,
        buyBy: sql<string>`(select u.name from users u where u.id = ${transfers.buyBy})`,
        soldBy: sql<string>`(select u.name from users u where u.id = ${transfers.soldBy})`,
        season: sql<string>`(select s.name from seasons s where s.id = ${transfers.seasonId})`,
      },
      players: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name)
        from transfer_players tp join players p on p.id = tp.player_id where tp.transfer_id = ${transfers.id}), '[]'::json)`,
      reversal: reversalColumns,
    })
    .from(transfers)
    .innerJoin(teamFrom, eq(teamFrom.id, transfers.teamFromId))
    .innerJoin(teamTo, eq(teamTo.id, transfers.teamToId))
    .leftJoin(reversals, reversalOf('transfer', transfers.id))
    .where(where);
}
export type TransferListRow = Awaited<ReturnType<typeof selectTransfers>>[number];

/** Whose pending transfers: every one, those a user is party to (creator included), or those a user is to confirm. */
export type PendingReader = { every: true } | { userId: number; toConfirm: boolean };

const pendingWhere = (reader: PendingReader, seasonId?: number) =>
  and(
    eq(transfers.confirmed, 'no'),
    eq(transfers.active, 'yes'),
    seasonId ? eq(transfers.seasonId, seasonId) : undefined,
    'every' in reader
      ? undefined
      : reader.toConfirm
        ? and(or(eq(transfers.buyBy, reader.userId), eq(transfers.soldBy, reader.userId)), ne(transfers.createdBy, reader.userId), isNull(transfers.acceptedAt))
        : or(eq(transfers.buyBy, reader.userId), eq(transfers.soldBy, reader.userId), eq(transfers.createdBy, reader.userId)),
  );

export function listPending(db: DbOrTx, reader: PendingReader, seasonId?: number) {
  return selectTransfers(db, pendingWhere(reader, seasonId)).orderBy(desc(transfers.createdAt), desc(transfers.id));
}

export type HistoryFilter = { seasonId?: number; userId?: number; confirmedOnly: boolean };

/** Pending and confirmed transfers (a withdrawn one is neither), or the confirmed ones only. */
const historyWhere = (filter: HistoryFilter) =>
  and(
    filter.confirmedOnly ? eq(transfers.confirmed, 'yes') : or(eq(transfers.confirmed, 'yes'), eq(transfers.active, 'yes')),
    filter.seasonId ? eq(transfers.seasonId, filter.seasonId) : undefined,
    filter.userId ? or(eq(transfers.buyBy, filter.userId), eq(transfers.soldBy, filter.userId)) : undefined,
  );

/** Newest first: by confirmation for the confirmed list, by creation for the whole history. */
export function listHistory(db: DbOrTx, filter: HistoryFilter, page?: { limit: number; offset: number }) {
  const newest = filter.confirmedOnly ? desc(transfers.confirmedAt) : desc(transfers.createdAt);
  const q = selectTransfers(db, historyWhere(filter)).orderBy(newest, desc(transfers.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

export async function countHistory(db: DbOrTx, filter: HistoryFilter) {
  const [row] = await db.select({ n: count() }).from(transfers).where(historyWhere(filter));
  return row?.n ?? 0;
}
