import { and, asc, count, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { runOne, statement, written } from '../../db/batch';
import type { DbOrTx } from '../../db/client';
import { rowFromJson } from '../../db/json-row';
import { clauseRounds, players, releaseClauses, reversals, teams, users } from '../../db/schema';
import { hiddenAt, stillAhead } from '../../lib/offer-window';
import { reversalColumns, reversalOf } from '../../lib/reversal-mark';

export type OfferRow = typeof releaseClauses.$inferSelect;

export const findPlayerWithTeam = (db: DbOrTx, playerId: number, lock = false) => runOne(db, playerWithTeamStatement(db, playerId, lock));

/** A player with the team that holds them; with `lock`, the player's row locked (the first lock of a market transaction). */
export function playerWithTeamStatement(db: DbOrTx, playerId: number, lock = false) {
  const query = () => sql`select row_to_json(${players}) as player, ${teams.id} as team_id, ${teams.name} as team_name, ${teams.division} as team_division,
      ${teams.userId} as team_user
    from ${players} inner join ${teams} on ${teams.id} = ${players.teamId}
    where ${players.id} = ${sql.placeholder('playerId')}${lock ? sql` for update of ${players}` : sql``}`;
  return written(lock ? 'player-with-team:locked' : 'player-with-team', query, { playerId }, ([row]) =>
    row
      ? {
          player: rowFromJson(players, row.player as Record<string, unknown>),
          team: {
            id: Number(row.team_id),
            name: row.team_name as string,
            division: row.team_division as string | null,
            userId: row.team_user as number | null,
          },
        }
      : undefined,
  );
}

export async function lockTeam(db: DbOrTx, teamId: number) {
  const [row] = await db.select({ id: teams.id, userId: teams.userId }).from(teams).where(eq(teams.id, teamId)).for('update');
  return row;
}

export async function findActiveUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true)));
  return row;
}

const isOpenOn = (playerId: number | Placeholder) =>
  and(eq(releaseClauses.playerId, playerId), eq(releaseClauses.confirmed, 'no'), eq(releaseClauses.active, 'yes'));

export async function openOffersOnPlayer(db: DbOrTx, playerId: number) {
  return db.select().from(releaseClauses).where(isOpenOn(playerId)).orderBy(asc(releaseClauses.createdAt), asc(releaseClauses.id));
}

/**
 * What a new offer on a player is checked against, in one round trip (it runs with the player
 * locked): the clause losses of the player's team this season, the offers already open on
 * the player, earliest first, and whether their round has revealed at `now`.
 */
export function roundOnPlayerStatement(db: DbOrTx, q: { playerId: number; teamId: number; seasonId: number; now: Date }) {
  // Written once (db/batch.ts `written`): the player, team, season and instant are its values.
  const query = () => {
    const playerId = sql.placeholder('playerId');
    const open = db.select().from(releaseClauses).where(isOpenOn(playerId));
    const revealed = db
      .select({ x: sql`1` })
      .from(releaseClauses)
      .where(and(isOpenOn(playerId), sql`not ${hiddenAt(sql.placeholder('now'))}`));
    return sql`
    select coalesce((select l.n from (${lossesQuery(db, sql.placeholder('seasonId'), [sql.placeholder('teamId')])}) l), 0) as losses,
      coalesce((select json_agg(o order by o.created_at, o.id) from (${open}) o), '[]'::json) as open,
      exists (${revealed}) as revealed`;
  };
  const values = { playerId: q.playerId, teamId: q.teamId, seasonId: q.seasonId, now: q.now.toISOString() };
  return written('round-on-player', query, values, ([row]) => ({
    losses: Number(row!.losses),
    /** Some open offer on the player is past its reveal (compared by the database, decision 016). */
    revealed: row!.revealed === true || row!.revealed === 't',
    open: (row!.open as Record<string, unknown>[]).map((o) => rowFromJson(releaseClauses, o)),
  }));
}

export const insertOfferStatement = (db: DbOrTx, values: typeof releaseClauses.$inferInsert) =>
  statement(db.insert(releaseClauses).values(values).returning({ id: releaseClauses.id }), ([row]) => ({ id: Number(row!.id) }));

export async function findOffer(db: DbOrTx, id: number) {
  const [row] = await db.select().from(releaseClauses).where(eq(releaseClauses.id, id));
  return row;
}

/**
 * An offer with its clause round as the database sees it at `now` (decision 016): whether the
 * offer is still hidden, the round's tie extension and whether it still runs, and the round's
 * open offers (the same player and the exact same reveal instant). Read with the player locked.
 */
export async function roundOfOffer(db: DbOrTx, offerId: number, now: Date) {
  const [row] = await db
    .select({
      offer: releaseClauses,
      hidden: hiddenAt(now),
      extendedUntil: clauseRounds.extendedUntil,
      extensionRunning: sql<boolean>`(${clauseRounds.status} is not distinct from 'extended' and ${stillAhead(clauseRounds.extendedUntil, now)})`,
    })
    .from(releaseClauses)
    .leftJoin(clauseRounds, and(eq(clauseRounds.playerId, releaseClauses.playerId), eq(clauseRounds.revealAt, releaseClauses.revealAt)))
    .where(eq(releaseClauses.id, offerId));
  if (!row) return undefined;
  const open = await db
    .select({ id: releaseClauses.id, total_value: releaseClauses.totalValue, created_at: releaseClauses.createdAt })
    .from(releaseClauses)
    .where(and(isOpenOn(row.offer.playerId), sql`${releaseClauses.revealAt} = (select rc.reveal_at from release_clauses rc where rc.id = ${offerId})`));
  return { ...row, open };
}

/** The one state change of an open offer; nothing when it was no longer open. */
export async function decideOpenOffer(db: DbOrTx, id: number, set: Partial<typeof releaseClauses.$inferInsert>) {
  const [row] = await db
    .update(releaseClauses)
    .set(set)
    .where(and(eq(releaseClauses.id, id), eq(releaseClauses.confirmed, 'no'), eq(releaseClauses.active, 'yes')))
    .returning();
  return row;
}

export async function closeSiblings(db: DbOrTx, playerId: number, keepId: number, decidedBy: number | null, decidedAt: Date) {
  await db
    .update(releaseClauses)
    .set({ active: 'no', decidedBy, decidedAt })
    .where(
      and(eq(releaseClauses.playerId, playerId), eq(releaseClauses.confirmed, 'no'), eq(releaseClauses.active, 'yes'), sql`${releaseClauses.id} <> ${keepId}`),
    );
}

/** Players each team lost by clause in a season (confirmed offers on its players), the one count the cap and the compliance report read. */
export async function lossesBySeason(db: DbOrTx, seasonId: number, teamIds: readonly number[]): Promise<Map<number, number>> {
  if (!teamIds.length) return new Map();
  const rows = await lossesQuery(db, seasonId, teamIds);
  return new Map(rows.map((r) => [r.teamId, Number(r.n)]));
}

/** Players each team lost by clause in a season (confirmed clauses, reversed ones left out). */
function lossesQuery(db: DbOrTx, seasonId: number | Placeholder, teamIds: readonly (number | Placeholder)[]) {
  return (
    db
      .select({ teamId: releaseClauses.teamId, n: count().as('n') })
      .from(releaseClauses)
      // A reversed clause gave the player back: it is not a loss (decision 040).
      .where(
        and(
          inArray(releaseClauses.teamId, [...teamIds]),
          eq(releaseClauses.seasonId, seasonId),
          eq(releaseClauses.confirmed, 'yes'),
          sql`not exists (select 1 from reversals r where r.kind = 'clause' and r.operation_id = ${releaseClauses.id})`,
        ),
      )
      .groupBy(releaseClauses.teamId)
  );
}

export async function lossesThisSeason(db: DbOrTx, teamId: number, seasonId: number) {
  return (await lossesBySeason(db, seasonId, [teamId])).get(teamId) ?? 0;
}

const creator = sql<string>`(select u.name from users u where u.id = ${releaseClauses.createdBy})`;
const seasonName = sql<string>`(select s.name from seasons s where s.id = ${releaseClauses.seasonId})`;

function selectOffers(db: DbOrTx, where: SQL | undefined, now: Date) {
  return db
    .select({
      offer: releaseClauses,
      team: { id: teams.id, name: teams.name, id_user: teams.userId },
      creatorName: creator,
      seasonName,
      hidden: hiddenAt(now),
      reversal: reversalColumns,
    })
    .from(releaseClauses)
    .innerJoin(teams, eq(teams.id, releaseClauses.teamId))
    .leftJoin(reversals, reversalOf('clause', releaseClauses.id))
    .where(where);
}
export type OfferListRow = Awaited<ReturnType<typeof selectOffers>>[number];

export type OfferScope =
  | { kind: 'latest' }
  | { kind: 'every' }
  | { kind: 'mine'; userId: number }
  | { kind: 'received'; teamId: number }
  | { kind: 'confirmed' }
  | { kind: 'player'; playerId: number };

function scopeWhere(scope: OfferScope, seasonId?: number) {
  const season = seasonId ? eq(releaseClauses.seasonId, seasonId) : undefined;
  switch (scope.kind) {
    case 'latest':
      // Only the newest open clause of each player (000 §4).
      return and(
        season,
        sql`${releaseClauses.id} in (select distinct on (rc.id_player) rc.id from release_clauses rc
          where rc.confirmed = 'no' and rc.active = 'yes' order by rc.id_player, rc.created_at desc, rc.id desc)`,
      );
    case 'every':
      return season;
    case 'mine':
      return and(season, eq(releaseClauses.createdBy, scope.userId));
    case 'received':
      return and(season, eq(releaseClauses.teamId, scope.teamId));
    case 'confirmed':
      return and(season, eq(releaseClauses.confirmed, 'yes'));
    case 'player':
      return and(season, eq(releaseClauses.playerId, scope.playerId));
  }
}

export function listOffers(db: DbOrTx, now: Date, scope: OfferScope, seasonId?: number, page?: { limit: number; offset: number }) {
  const order = scope.kind === 'confirmed' ? [asc(creator), desc(releaseClauses.decidedAt)] : [desc(releaseClauses.createdAt), desc(releaseClauses.id)];
  const q = selectOffers(db, scopeWhere(scope, seasonId), now).orderBy(...order);
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

export async function countOffers(db: DbOrTx, scope: OfferScope, seasonId?: number) {
  const [row] = await db.select({ n: count() }).from(releaseClauses).where(scopeWhere(scope, seasonId));
  return row?.n ?? 0;
}
