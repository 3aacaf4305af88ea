import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { blockingOperation, CLAUSE_PROTECTED_STATUSES, DIVISIONS, type PlayerSort, type SortOrder } from '@superliga/league';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { auctions, matchStatistics, playerBets, playerNameWords, players, releaseClauses, teams, transferPlayers, transfers } from '../../db/schema';

/** A player with its team as { id, name, division } (000 §3), in one join: no N+1. */
const playerColumns = {
  id: players.id,
  name: players.name,
  status: players.status,
  value: players.value,
  ca: players.ca,
  pa: players.pa,
  age: players.age,
  teamId: teams.id,
  teamName: teams.name,
  teamDivision: teams.division,
};

const selectPlayers = (db: DbOrTx) => db.select(playerColumns).from(players).innerJoin(teams, eq(teams.id, players.teamId));

async function countPlayers(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(where);
  return row?.n ?? 0;
}

/** The column each sort walks; each has an index on (column, id) (docs/decisions/035-market-filters-and-watchlist.md). */
const SORT_COLUMNS = { name: players.name, value: players.value, ca: players.ca, pa: players.pa, age: players.age } as const;

/** One page (or all) of players, by name unless told otherwise; paged in SQL on the (column, id) index of the sort. */
export async function listPlayers(db: DbOrTx, opts: { where?: SQL; limit?: number; offset?: number; sort?: PlayerSort; order?: SortOrder }) {
  const dir = opts.order === 'desc' ? desc : asc;
  // The id breaks ties in the same direction, so the order is total and the index is walked one way.
  const query = selectPlayers(db)
    .where(opts.where)
    .orderBy(dir(SORT_COLUMNS[opts.sort ?? 'name']), dir(players.id));
  const rows = opts.limit === undefined ? await query : await query.limit(opts.limit).offset(opts.offset ?? 0);
  return rows;
}

export const countWhere = countPlayers;
export const byTeam = (teamId: number) => eq(players.teamId, teamId);
/** The ranged market filters (value, CA, PA, age), each bound only when given. */
export function inRanges(f: Partial<Record<'value_min' | 'value_max' | 'ca_min' | 'ca_max' | 'pa_min' | 'pa_max' | 'age_min' | 'age_max', number>>) {
  const bound = (column: AnyPgColumn, min: number | undefined, max: number | undefined) => [
    min === undefined ? undefined : gte(column, min),
    max === undefined ? undefined : lte(column, max),
  ];
  return [
    ...bound(players.value, f.value_min, f.value_max),
    ...bound(players.ca, f.ca_min, f.ca_max),
    ...bound(players.pa, f.pa_min, f.pa_max),
    ...bound(players.age, f.age_min, f.age_max),
  ];
}

/**
 * The operations that keep a player from a new clause offer, as the one reservation rule decides
 * (blockingOperation): every kind but another offer, since offers on a player share his round.
 */
const BLOCKS_AN_OFFER = (['transfer', 'auction'] as const).filter((kind) => blockingOperation([{ kind, id: 0 }], 'offer'));

/**
 * Players whose clause the viewer may execute now ("libres para cláusula"): what createOffer
 * checks before anything about money, in SQL: a Primera/Segunda team other than the viewer's, a
 * status no clause is refused for (canBeClauseTarget's CLAUSE_PROTECTED_STATUSES), no operation
 * that holds him against an offer (the reservation rule) and no open offer of the viewer's own.
 * The team's losses cap and a round already revealed are left for the offer to refuse.
 */
export function clausulableFor(viewer: { userId: number; teamId: number }) {
  const pendingTransfer = sql`exists (select 1 from ${transferPlayers} join ${transfers} on ${transfers.id} = ${transferPlayers.transferId}
    where ${transferPlayers.playerId} = ${players.id} and ${transfers.confirmed} = 'no' and ${transfers.active} = 'yes')`;
  const openAuction = sql`exists (select 1 from ${auctions} where ${auctions.playerId} = ${players.id} and ${auctions.status} = 'open')`;
  const ownOffer = sql`exists (select 1 from ${releaseClauses} where ${releaseClauses.playerId} = ${players.id}
    and ${releaseClauses.createdBy} = ${viewer.userId} and ${releaseClauses.confirmed} = 'no' and ${releaseClauses.active} = 'yes')`;
  const held = { transfer: pendingTransfer, auction: openAuction };
  return and(
    inArray(teams.division, [...DIVISIONS]),
    ne(players.teamId, viewer.teamId),
    notInArray(players.status, [...CLAUSE_PROTECTED_STATUSES]),
    ...BLOCKS_AN_OFFER.map((kind) => sql`not ${held[kind]}`),
    sql`not ${ownOffer}`,
  );
}

/** Players of outside teams and of the free-agent team: teams without a division. */
export const outsideLeague = () => isNull(teams.division);

/** The text of a LIKE pattern that matches `text` literally (\\, % and _ escaped). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a search key, split where migration 0004 splits names into player_name_words. */
const searchWords = (key: string) => key.split(/[\s'.-]+/).filter(Boolean);

/** search_name in byte order: the order of players_search_prefix_idx. */
const byteOrder = sql`${players.searchName} collate "C"`;

/** How many names a typo search ranks at most (each of them matches every word of the search). */
const NEAR_CANDIDATES = 200;
/** How many known words a misspelt word may stand for. */
const WORD_CORRECTIONS = 5;

/**
 * Name search tolerant of accents and case: `search_name` holds searchKey(name). Best match first,
 * each step only while the answer has room:
 * 1. the exact name, then names starting with the text, in order (a range of the byte-order index);
 * 2. names containing the text elsewhere (the trigram index, count-bounded);
 * 3. names whose every word is close to one of the text's words, most similar first (typos).
 * Sequential scans are off for this transaction only: the planner prices trigram index scans high
 * and, seeing a LIMIT, prefers a sequential scan that stops at the first matches; right for a
 * common fragment, but a walk through all 100,000 players (≈15 ms on PostgreSQL) when the few
 * matches are all names that start with the text ("iker vla").
 */
export async function searchPlayers(db: DbOrTx, key: string, limit: number) {
  const startsWith = `${likeLiteral(key)}%`;
  const contains = `%${likeLiteral(key)}%`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const found = await selectPlayers(tx)
      .where(sql`${byteOrder} like ${startsWith}`)
      .orderBy(byteOrder, players.id)
      .limit(limit);
    if (found.length < limit) found.push(...(await containing(tx, key, { startsWith, contains }, limit - found.length)));
    if (found.length < limit && key.length >= 3) found.push(...(await nearWords(tx, key, contains, limit - found.length)));
    return found;
  });
}

/**
 * Names containing the text but not starting with it. With 3 characters or more only `room` of
 * them are read, found by the trigram index (or, for a fragment the statistics call common, by
 * the byte-order index read index-only until `room` match): a common fragment (a surname thousands
 * of players share) answers the first `room` found, in order, instead of sorting thousands; a rare
 * one answers all of its few. A shorter text has no trigram to look up: the byte-order index is
 * walked in order until `room` are found (all of it for a rare pair of letters: ≈15 ms on
 * PostgreSQL, ≈20 ms on PGlite; the walk of the name index it replaced took ≈90 and ≈130).
 */
function containing(db: DbOrTx, key: string, patterns: { startsWith: string; contains: string }, room: number) {
  const matches = db
    .select({ id: players.id })
    .from(players)
    .where(and(sql`${players.searchName} like ${patterns.contains}`, sql`${players.searchName} not like ${patterns.startsWith}`));
  const ids = key.length >= 3 ? matches.limit(room) : matches.orderBy(byteOrder, players.id).limit(room);
  return selectPlayers(db).where(inArray(players.id, ids)).orderBy(byteOrder, players.id);
}

/**
 * For each word, the known words most similar to it (trigram similarity over player_name_words):
 * the word itself first when some name has it, and the words it may be a misspelling of. A word
 * that some name has is still widened: "guemez" may be a real surname and a typo of "güemes".
 */
async function knownWordsLike(db: DbOrTx, words: string[]) {
  const word = playerNameWords.word;
  const perWord = words.map(
    (w, i) =>
      sql`(select ${i}::int as i, ${word} as word from ${playerNameWords} where ${word} % ${w} order by similarity(${word}, ${w}) desc, ${word} limit ${WORD_CORRECTIONS})`,
  );
  const { rows } = (await db.execute(sql.join(perWord, sql` union all `))) as unknown as { rows: { i: number; word: string }[] };
  return words.map((_, i) => rows.filter((r) => r.i === i).map((r) => r.word));
}

/**
 * Typos: names in which every word of the text, or one of the known words most similar to it,
 * appears; the names most similar to the whole text first. This replaced comparing the text with
 * every name by trigram similarity, which read thousands of names for a common surname and cost
 * tens of milliseconds: a misspelt word is corrected against the short list of words that names
 * are made of, and the names are then found by the trigram index like any fragment. It also finds
 * a misspelt surname in a three-word name, which whole-name similarity (a few shared trigrams
 * among twenty) never reached. At most NEAR_CANDIDATES matching names are ranked.
 */
async function nearWords(db: DbOrTx, key: string, contains: string, room: number) {
  const words = searchWords(key);
  // Only separators ("---"): no word to correct, and no empty query sent to the database.
  if (!words.length) return [];
  const corrections = await knownWordsLike(db, words);
  if (corrections.some((c) => !c.length)) return [];
  const everyWord = corrections.map((known) => or(...known.map((w) => sql`${players.searchName} like ${`%${likeLiteral(w)}%`}`)));
  const candidates = db
    .select({ id: players.id })
    .from(players)
    .where(and(...everyWord, sql`${players.searchName} not like ${contains}`))
    .limit(NEAR_CANDIDATES);
  return selectPlayers(db)
    .where(inArray(players.id, candidates))
    .orderBy(desc(sql`similarity(${players.searchName}, ${key})`), byteOrder, players.id)
    .limit(room);
}

export async function findPlayer(db: DbOrTx, id: number) {
  const rows = await selectPlayers(db).where(eq(players.id, id)).limit(1);
  return rows[0];
}

/** These players with their teams, in no particular order (the caller orders them). */
export function playersByIds(db: DbOrTx, ids: readonly number[]) {
  return ids.length ? selectPlayers(db).where(inArray(players.id, [...ids])) : Promise.resolve([]);
}

export async function deletePlayer(db: DbOrTx, id: number) {
  await db.delete(players).where(eq(players.id, id));
}

export async function teamExists(db: DbOrTx, id: number) {
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).limit(1);
  return rows.length > 0;
}

/** Whether any market or competition record points at the player (then it cannot be deleted). */
export async function hasHistory(db: DbOrTx, id: number) {
  const checks = [
    db
      .select({ x: sql`1` })
      .from(transferPlayers)
      .where(eq(transferPlayers.playerId, id))
      .limit(1),
    db
      .select({ x: sql`1` })
      .from(releaseClauses)
      .where(eq(releaseClauses.playerId, id))
      .limit(1),
    db
      .select({ x: sql`1` })
      .from(auctions)
      .where(eq(auctions.playerId, id))
      .limit(1),
    db
      .select({ x: sql`1` })
      .from(matchStatistics)
      .where(eq(matchStatistics.playerId, id))
      .limit(1),
    db
      .select({ x: sql`1` })
      .from(playerBets)
      .where(and(eq(playerBets.playerId, id)))
      .limit(1),
  ];
  for (const check of checks) if ((await check).length) return true;
  return false;
}

export type PlayerWithTeam = NonNullable<Awaited<ReturnType<typeof findPlayer>>>;

/** A player's editable facts as the audit log keeps them before and after a staff edit (docs/decisions/022-audit-log.md). */
export async function playerFacts(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ name: players.name, team_id: players.teamId, status: players.status, value: players.value, ca: players.ca, pa: players.pa, age: players.age })
    .from(players)
    .where(eq(players.id, id));
  return row;
}
