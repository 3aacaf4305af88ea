import { CORE_MSG, pageMeta, searchKey, type ListQuery, type PlayersQuery, type PlayerSort, type SortOrder } from '@superliga/league';
import { and, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { presentPlayer } from './player.presenter';
import * as repo from './players.repository';

/** How many players a name search answers at most (a search box, not a list). */
export const SEARCH_LIMIT = 50;

type ListOptions = { all: boolean; page?: number; per_page: number; sort?: PlayerSort; order?: SortOrder };

async function list(db: DbOrTx, where: SQL | undefined, query: ListOptions) {
  const order = { sort: query.sort, order: query.order };
  if (query.all || query.page === undefined) return { data: (await repo.listPlayers(db, { where, ...order })).map(presentPlayer) };
  const [rows, total] = await Promise.all([
    repo.listPlayers(db, { where, ...order, limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    repo.countWhere(db, where),
  ]);
  return { data: rows.map(presentPlayer), meta: pageMeta(total, query.page, query.per_page) };
}

/** The list query; the market's flag and sort may be left out by callers that want the documents' list. */
export type PlayersListQuery = Omit<PlayersQuery, 'clausulable' | 'sort' | 'order'> & Partial<Pick<PlayersQuery, 'clausulable' | 'sort' | 'order'>>;

/** Who reads the list, for the filter that depends on him ("libres para cláusula"): his user and his team, if any. */
export type PlayersViewer = { userId: number; teamId: number | null };

/**
 * `GET /players` with the market filters and sorting (docs/decisions/035-market-filters-and-watchlist.md);
 * without them, the documents' list. `id_team` and `team` both name a team: both must hold.
 * "Libres para cláusula" needs the viewer: without a team nobody's clause is his to execute.
 */
export function listPlayers(db: DbOrTx, query: PlayersListQuery, viewer?: PlayersViewer) {
  const clausulable = !query.clausulable ? undefined : viewer?.teamId ? repo.clausulableFor({ userId: viewer.userId, teamId: viewer.teamId }) : sql`false`;
  const where = and(
    query.id_team ? repo.byTeam(query.id_team) : undefined,
    query.team ? repo.byTeam(query.team) : undefined,
    ...repo.inRanges(query),
    clausulable,
  );
  return list(db, where, query);
}

/** These players as the API answers them, by id (a caller's list keeps its own order). */
export async function playersById(db: DbOrTx, ids: readonly number[]) {
  return new Map((await repo.playersByIds(db, ids)).map((row) => [row.id, presentPlayer(row)]));
}

/** Players of teams outside Primera and Segunda plus the free agents (auction candidates). */
export function outsidePlayers(db: DbOrTx, query: ListQuery | (Omit<ListQuery, 'page'> & { page?: number })) {
  return list(db, and(repo.outsideLeague()), query);
}

export async function searchPlayers(db: DbOrTx, name: string) {
  const key = searchKey(name);
  if (!key) return { data: [] };
  return { data: (await repo.searchPlayers(db, key, SEARCH_LIMIT)).map(presentPlayer) };
}

export async function getPlayer(db: DbOrTx, id: number) {
  const row = await repo.findPlayer(db, id);
  if (!row) throw notFound(CORE_MSG.playerNotFound);
  return presentPlayer(row);
}
