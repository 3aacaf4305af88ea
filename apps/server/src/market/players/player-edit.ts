import { CORE_MSG, searchKey, staffEditMovesPlayer } from '@superliga/league';
import type { DbOrTx, Tx } from '../../db/client';
import type { players } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { rulesForSeason } from '../../features/season-rules/season-rules.service';
import { currentSeasonIfAny, freeAgentTeamId } from '../../features/settings/settings.service';
import { refuseReturnAfterRelease } from '../squad/release-history';
import { lockPlayers, requireFree } from './player-reservations';
import * as repo from './players.repository';
import * as squad from '../squad';

// A staff edit of a player, as the player commands and the FM import (decision 019) make it: the
// rules it is judged by, written through `market/squad.ts`, the one writer of a player's team and
// status (decision 042).

/** What staff (or an FM import, decision 019) may set on a player; what is left out stays. */
export type PlayerEdit = Partial<Pick<typeof players.$inferInsert, 'name' | 'teamId' | 'status' | 'value' | 'ca' | 'pa' | 'age' | 'fmUid'>>;
export type NewPlayer = Required<Pick<PlayerEdit, 'name' | 'teamId' | 'status' | 'value' | 'ca' | 'pa' | 'age'>> & Pick<PlayerEdit, 'fmUid'>;

/** The team a staff edit puts the player in: liberating a player sends it to the free-agent team (000 §4), whatever team was chosen. */
export async function teamForEdit(db: DbOrTx, status: string | undefined, teamId: number | undefined) {
  if (status === 'liberado' || teamId === undefined) return freeAgentTeamId(db);
  if (!(await repo.teamExists(db, teamId))) throw fieldError('id_team', CORE_MSG.teamMissing);
  return teamId;
}

/** A new player, its search name derived from its name; returns its id. */
export function insertPlayerIn(db: DbOrTx, player: NewPlayer) {
  return squad.insertPlayer(db, { ...player, searchName: searchKey(player.name) });
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
 * A staff move is the free-agent signing route: it must not bring a player back, in the season he
 * was released, to the team that released him (decision 013), like any market route.
 */
async function refuseStaffReturn(tx: DbOrTx, player: { id: number; name: string }, teamId: number) {
  const season = await currentSeasonIfAny(tx);
  if (!season) return;
  await refuseReturnAfterRelease(tx, { players: [player], teamId, seasonId: season.id, rules: await rulesForSeason(tx, season.id) });
}
