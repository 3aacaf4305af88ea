import { blocksLeft, playerActionOptions, readDivision, reservationMessage, blockingOperation, type SquadActions } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { openOperations } from '../players/player-reservations';
import { rulesForSeason } from '../../features/season-rules/season-rules.service';
import { currentSeason, currentSeasonIfAny } from '../../features/settings/settings.service';
import { pricesPaidThisSeason } from './release-history';
import * as repo from './squad-actions.repository';
import { blocksUsed, teamState, requireMayAct } from './squad-action';

/** Blocks each team used in a season, for many teams at once (the compliance report). */
export function blocksUsedByTeams(db: DbOrTx, seasonId: number, teamIds: readonly number[]) {
  return repo.blocksByTeam(db, seasonId, teamIds);
}

/** Blocks the team used in the current season; undefined while the league has no active season. */
export async function blocksUsedThisSeason(db: DbOrTx, teamId: number): Promise<number | undefined> {
  const season = await currentSeasonIfAny(db);
  return season ? blocksUsed(db, season.id, teamId) : undefined;
}

/** `GET /plantel/acciones`: what may be done with each player of the squad now, with the price. */
export async function squadActionsOf(ctx: ServiceContext, query: { id_team?: number }): Promise<SquadActions> {
  const teamId = query.id_team ?? (await repo.findTeamOfUser(ctx.db, ctx.actor.id));
  if (teamId === undefined) throw refuse('squad.no_team');
  const team = await repo.findTeam(ctx.db, teamId);
  if (!team) throw refuse('squad.team_not_found');
  requireMayAct(ctx, team);
  const season = await currentSeason(ctx.db);
  const rules = await rulesForSeason(ctx.db, season.id);
  const state = await teamState(ctx.db, team, season.id);
  const squad = await repo.playersOfTeam(ctx.db, team.id);
  const open = await openOperations(
    ctx.db,
    squad.map((p) => p.id),
  );
  // A release pays at most what the team paid for a player who arrived this season (decision 013).
  const paid = await pricesPaidThisSeason(ctx.db, { teamId: team.id, managerId: team.userId ?? 0, seasonId: season.id, playerIds: squad.map((p) => p.id) });
  return {
    team: { id: team.id, name: team.name },
    division: readDivision(team.division),
    id_season: season.id,
    blocks_used: state.blocksUsed,
    blocks_per_team: rules.blocks_per_team,
    blocks_left: blocksLeft(state.blocksUsed, rules),
    next_block_free: state.blocksUsed < rules.block_free_per_season,
    release_factor: rules.release_factor,
    players: squad.map((p) => {
      const op = blockingOperation(open.get(p.id) ?? [], 'staff');
      const options = playerActionOptions(p, state, op ? reservationMessage(p.name, op, 'staff') : null, rules, paid.get(p.id) ?? null);
      return { id_player: p.id, ...options };
    }),
  };
}
