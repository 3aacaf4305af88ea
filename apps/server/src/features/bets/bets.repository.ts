import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { runOne, statement, written } from '../../db/batch';
import type { DbOrTx } from '../../db/client';
import { jsonOfRow, rowFromJson } from '../../db/json-row';
import { matchBets, matches, playerBets, roundWindows, userBets, users } from '../../db/schema';

/** Ledger kinds of bet money; the reference is the user bet's id. */
export const LEDGER_KIND = { stake: 'bet_stake', payout: 'bet_payout' } as const;

/** A bet with its author's name: created_by is read as a user (000 §3). */
export type MatchBetRow = typeof matchBets.$inferSelect & { createdByName: string };
export type PlayerBetRow = typeof playerBets.$inferSelect & { createdByName: string };

const selectMatchBets = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(matchBets), createdByName: users.name })
    .from(matchBets)
    .innerJoin(users, eq(users.id, matchBets.createdBy));
const selectPlayerBets = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(playerBets), createdByName: users.name })
    .from(playerBets)
    .innerJoin(users, eq(users.id, playerBets.createdBy));

const count = async (db: DbOrTx, table: typeof matchBets | typeof playerBets, where: SQL) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
};

/** Active match bets, newest first, paged in SQL. */
export async function listActiveMatchBets(db: DbOrTx, page?: { limit: number; offset: number }) {
  const query = selectMatchBets(db).where(eq(matchBets.active, 'on')).orderBy(desc(matchBets.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
export const countActiveMatchBets = (db: DbOrTx) => count(db, matchBets, eq(matchBets.active, 'on'));

export async function listActivePlayerBets(db: DbOrTx, page?: { limit: number; offset: number }) {
  const query = selectPlayerBets(db).where(eq(playerBets.active, 'on')).orderBy(desc(playerBets.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
export const countActivePlayerBets = (db: DbOrTx) => count(db, playerBets, eq(playerBets.active, 'on'));

export async function findMatchBet(db: DbOrTx, id: number): Promise<MatchBetRow | undefined> {
  return (await selectMatchBets(db).where(eq(matchBets.id, id)).limit(1))[0];
}
/**
 * The match bet with a share lock, for a stake: a won settlement or a deactivation (which update
 * the row) and a stake take turns, so a stake never gets in once the result is known. Stakes
 * only read the row, so they do not wait for each other: in a rush every manager stakes on the
 * same match, and an exclusive lock made them queue one by one on this row.
 */
export const lockMatchBetForStakeStatement = (id: number) => betWithAuthorStatement('match-bet:share-locked', matchBets, id, sql` for share of ${matchBets}`);

export const playerBetStatement = (id: number) => betWithAuthorStatement('player-bet', playerBets, id, sql``);

/** One bet row with its author's name (the row as JSON: both tables have columns the author's would shadow). */
function betWithAuthorStatement<T extends typeof matchBets | typeof playerBets>(shape: string, table: T, id: number, lock: SQL) {
  return written(
    shape,
    () => sql`select ${jsonOfRow(table)} as bet, ${users.name} as author from ${table} inner join ${users} on ${users.id} = ${table.createdBy}
      where ${table.id} = ${sql.placeholder('id')} limit 1${lock}`,
    { id },
    ([row]) =>
      (row ? { ...rowFromJson(table, row.bet as Record<string, unknown>), createdByName: row.author as string } : undefined) as
        (T['$inferSelect'] & { createdByName: string }) | undefined,
  );
}

/** Whether the Admin has paid any stake of this match bet as won (its result is known). */
export const hasWonSettlementStatement = (db: DbOrTx, betId: number) =>
  written(
    'won-settlement',
    () =>
      db
        .select({ id: userBets.id })
        .from(userBets)
        .where(and(eq(userBets.betId, sql.placeholder('betId')), eq(userBets.confirmed, 'yes'), sql`${userBets.payout} > 0`))
        .limit(1),
    { betId },
    (rows) => rows.length > 0,
  );

export const findPlayerBet = (db: DbOrTx, id: number): Promise<PlayerBetRow | undefined> => runOne(db, playerBetStatement(id));

export async function insertMatchBet(db: DbOrTx, values: typeof matchBets.$inferInsert) {
  return (await db.insert(matchBets).values(values).returning({ id: matchBets.id }))[0]!.id;
}
export async function insertPlayerBet(db: DbOrTx, values: typeof playerBets.$inferInsert) {
  return (await db.insert(playerBets).values(values).returning({ id: playerBets.id }))[0]!.id;
}

export async function setMatchBetActive(db: DbOrTx, id: number, active: 'on' | 'off') {
  return (await db.update(matchBets).set({ active }).where(eq(matchBets.id, id)).returning({ id: matchBets.id }))[0];
}
export async function setPlayerBetActive(db: DbOrTx, id: number, active: 'on' | 'off') {
  return (await db.update(playerBets).set({ active }).where(eq(playerBets.id, id)).returning({ id: playerBets.id }))[0];
}

export const insertUserBetStatement = (db: DbOrTx, values: typeof userBets.$inferInsert) =>
  statement(db.insert(userBets).values(values).returning({ id: userBets.id }), ([row]) => ({ id: Number(row!.id) }));

/** An id for a stake before it is written, so its ledger entry can name it in the same round trip. */
export const newUserBetIdStatement = () => statement(sql`select nextval(pg_get_serial_sequence('user_bets', 'id')) as id`, ([row]) => Number(row!.id));

/** User bets with their user and bet in one query (no N+1). */
export async function listUserBets(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: userBets.id,
      userId: userBets.userId,
      userName: users.name,
      betId: userBets.betId,
      playerBetId: userBets.playerBetId,
      match: matchBets.match,
      playerName: playerBets.name,
      matchId: sql<number | null>`coalesce(${matchBets.matchId}, ${playerBets.matchId})`,
      amount: userBets.amount,
      selectedOption: userBets.selectedOption,
      odd: userBets.odd,
      confirmed: userBets.confirmed,
      payout: userBets.payout,
      createdAt: userBets.createdAt,
    })
    .from(userBets)
    .innerJoin(users, eq(users.id, userBets.userId))
    .leftJoin(matchBets, eq(matchBets.id, userBets.betId))
    .leftJoin(playerBets, eq(playerBets.id, userBets.playerBetId))
    .where(where)
    .orderBy(asc(userBets.createdAt), asc(userBets.id));
}
export type UserBetListRow = Awaited<ReturnType<typeof listUserBets>>[number];

export const unconfirmed = () => eq(userBets.confirmed, 'no');
export const ofUser = (userId: number) => eq(userBets.userId, userId);

/**
 * Settles an unconfirmed user bet exactly once: the conditional update matches only while
 * confirmed = 'no', so of many racing confirmations one gets the row back.
 */
export async function settleUserBet(db: DbOrTx, input: { id: number; userId: number; payout: number; actorId: number; now: Date }) {
  const rows = await db
    .update(userBets)
    .set({
      confirmed: 'yes',
      payout: input.payout,
      confirmedBy: input.actorId,
      confirmedAt: input.now,
    })
    .where(and(eq(userBets.id, input.id), eq(userBets.userId, input.userId), eq(userBets.confirmed, 'no')))
    .returning();
  return rows[0];
}

/** A user's unconfirmed stakes on one match bet (the documents' form of the confirmation names these two). */
export async function unconfirmedStakesOn(db: DbOrTx, matchBetId: number, userId: number) {
  return db
    .select()
    .from(userBets)
    .where(and(eq(userBets.betId, matchBetId), eq(userBets.userId, userId), eq(userBets.confirmed, 'no')))
    .limit(2);
}

/** Whether the user ever staked on the match bet (then a confirmation finding nothing open is a repeat). */
export async function hasStakeOn(db: DbOrTx, matchBetId: number, userId: number) {
  const [row] = await db
    .select({ id: userBets.id })
    .from(userBets)
    .where(and(eq(userBets.betId, matchBetId), eq(userBets.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function findUserBet(db: DbOrTx, id: number) {
  return (await db.select().from(userBets).where(eq(userBets.id, id)).limit(1))[0];
}

/** Whether a stake's bet is tied to a fixture match (it settles by itself, docs/decisions/028). */
export async function isTiedToFixture(db: DbOrTx, stake: { betId: number | null; playerBetId: number | null }) {
  const table = stake.betId !== null ? matchBets : playerBets;
  const id = stake.betId ?? stake.playerBetId;
  if (id === null) return false;
  const [row] = await db.select({ matchId: table.matchId }).from(table).where(eq(table.id, id)).limit(1);
  return row?.matchId != null;
}

/**
 * When staking on a fixture bet closes: the start of its match's round window
 * (docs/decisions/028-bets-from-results-and-reminders.md). Null when the round has no window yet.
 */
export async function stakesClosedAt(db: DbOrTx, matchId: number): Promise<{ closesAt: Date | null; final: boolean } | undefined> {
  const [row] = await db
    .select({ startsAt: roundWindows.startsAt, status: matches.status })
    .from(matches)
    .leftJoin(roundWindows, and(eq(roundWindows.tournamentId, matches.tournamentId), eq(roundWindows.stage, matches.stage)))
    .where(eq(matches.id, matchId))
    .limit(1);
  if (!row) return undefined;
  return { closesAt: row.startsAt, final: row.status === 'completed' };
}
