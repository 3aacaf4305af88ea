import {
  CORE_MSG,
  MSG,
  pageMeta,
  searchKey,
  staffEditMovesPlayer,
  type ListQuery,
  type PlayerCreateBody,
  type PlayersQuery,
  type PlayerUpdateBody,
  type PlayerSort,
  type SortOrder,
} from '@superliga/league';
import { and, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { players } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { moneyTransaction } from '../../lib/transaction';
import { rulesForSeason } from '../../features/season-rules/season-rules.service';
import { currentSeasonIfAny, freeAgentTeamId } from '../../features/settings/settings.service';
import { refuseReturnAfterRelease } from '../squad/release-history.service';
import { lockPlayers, requireFree } from './player-reservations';
import { presentPlayer } from './player.presenter';

/** The one reservation rule (decision 009), as other features reach it: through this service. */
export {
  lockPlayers,
  openOperations,
  openOperationsStatement,
  refuseHeld,
  requireFree,
  requireWhereExpected,
  RESERVED_STATUS,
  type LockedPlayer,
} from './player-reservations';
import { changedFields, recordAudit } from '../../features/audit/audit.service';
import * as repo from './players.repository';
import * as squad from '../squad';

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

/** Liberating a player sends it to the free-agent team (000 §4), whatever team was chosen. */
async function teamFor(db: DbOrTx, status: string | undefined, teamId: number | undefined) {
  if (status === 'liberado' || teamId === undefined) return freeAgentTeamId(db);
  if (!(await repo.teamExists(db, teamId))) throw fieldError('id_team', CORE_MSG.teamMissing);
  return teamId;
}

/** What staff (or an FM import, decision 019) may set on a player; what is left out stays. */
export type PlayerEdit = Partial<Pick<typeof players.$inferInsert, 'name' | 'teamId' | 'status' | 'value' | 'ca' | 'pa' | 'age' | 'fmUid'>>;
export type NewPlayer = Required<Pick<PlayerEdit, 'name' | 'teamId' | 'status' | 'value' | 'ca' | 'pa' | 'age'>> & Pick<PlayerEdit, 'fmUid'>;

/** A new player, its search name derived from its name; returns its id. */
export function insertPlayerIn(db: DbOrTx, player: NewPlayer) {
  return squad.insertPlayer(db, { ...player, searchName: searchKey(player.name) });
}

export async function createPlayer(ctx: ServiceContext, body: PlayerCreateBody) {
  const teamId = await teamFor(ctx.db, body.status, body.id_team);
  const id = await ctx.db.transaction(async (tx) => {
    const playerId = await insertPlayerIn(tx, {
      name: body.name,
      teamId,
      status: body.status ?? 'registrado',
      value: body.value,
      ca: body.ca,
      pa: body.pa,
      age: body.age,
    });
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'player.created',
      at: ctx.clock.now(),
      teamId,
      reference: `player:${playerId}`,
      after: await repo.playerFacts(tx, playerId),
    });
    return playerId;
  });
  return getPlayer(ctx.db, id);
}

/**
 * The one home of a staff edit of a player (the edit form and the FM import), inside the caller's
 * transaction: the player's row locked first; moving or re-statusing a player held by an open
 * operation is a 409 naming it (the reservation rule). Returns the player as it was.
 */
export async function editPlayerIn(tx: Tx, id: number, edit: PlayerEdit) {
  const [current] = await lockPlayers(tx, [id]);
  if (!current) throw notFound(CORE_MSG.playerNotFound);
  if (staffEditMovesPlayer(current, { teamId: edit.teamId ?? current.teamId, status: edit.status })) await requireFree(tx, [current], 'staff');
  if (edit.teamId !== undefined && current.teamId !== edit.teamId) await refuseStaffReturn(tx, { id, name: current.name }, edit.teamId);
  await squad.updatePlayer(tx, id, { ...edit, ...(edit.name !== undefined ? { searchName: searchKey(edit.name) } : {}) });
  return current;
}

/**
 * Staff edit a player. A player held by an open operation (pending transfer, open offer, open
 * auction) keeps its team and status until that operation is confirmed or cancelled: moving,
 * releasing or re-statusing it is a 409 naming the operation (the reservation rule).
 */
export async function updatePlayer(ctx: ServiceContext, id: number, body: PlayerUpdateBody) {
  const teamId = await teamFor(ctx.db, body.status, body.id_team);
  const before = await repo.playerFacts(ctx.db, id);
  await moneyTransaction(ctx.db, async (tx) => {
    await editPlayerIn(tx, id, {
      name: body.name,
      teamId,
      // An empty status means "unchanged" (000 §4).
      ...(body.status ? { status: body.status } : {}),
      value: body.value,
      ca: body.ca,
      pa: body.pa,
      age: body.age,
    });
    await auditPlayerEdit(tx, ctx, id, before);
  });
  return getPlayer(ctx.db, id);
}

/**
 * One audit entry for a staff edit that changed something (docs/decisions/022-audit-log.md): the
 * fields that changed, before and after; the player's team (old and new) is the team it touches.
 */
async function auditPlayerEdit(tx: Tx, ctx: ServiceContext, id: number, before: Awaited<ReturnType<typeof repo.playerFacts>>) {
  const after = await repo.playerFacts(tx, id);
  const changed = before && after && changedFields(before, after);
  if (!changed) return;
  // The player's name stays in `before` even when unchanged: the entry says whom it was about.
  await recordAudit(tx, {
    actor: ctx.actor,
    kind: 'player.edited',
    at: ctx.clock.now(),
    teamId: after.team_id,
    reference: `player:${id}`,
    before: { name: before.name, ...changed.before },
    after: changed.after,
  });
}

/**
 * A staff move is the free-agent signing route: it must not bring a player back, in the season he
 * was released, to the team that released him (decision 013), like any market route.
 */
async function refuseStaffReturn(tx: DbOrTx, player: { id: number; name: string }, teamId: number) {
  const season = await currentSeasonIfAny(tx);
  if (!season) return;
  await refuseReturnAfterRelease(tx, { players: [player], teamId, seasonId: season.id, rules: await rulesForSeason(tx, season.id) });
}

/**
 * Deleting is for mistakes only: a player with any market or match history is kept (409) so
 * no history loses its player; liberating moves it to the free agents instead.
 */
export async function deletePlayer(ctx: ServiceContext, id: number) {
  if (!(await repo.findPlayer(ctx.db, id))) throw notFound(CORE_MSG.playerNotFound);
  if (await repo.hasHistory(ctx.db, id)) throw conflict(CORE_MSG.playerHasHistory);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.playerFacts(tx, id);
    await repo.deletePlayer(tx, id);
    await recordAudit(tx, { actor: ctx.actor, kind: 'player.deleted', at: ctx.clock.now(), teamId: before?.team_id, reference: `player:${id}`, before });
  });
  return { message: MSG.playerDeleted };
}
