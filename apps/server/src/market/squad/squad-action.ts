import { blocksLeft, isAdmin, NOTIFY, readDivision, SENIOR_AGE_OVER, type ActionTeam, type SeasonRules, type SquadActionResult } from '@superliga/league';
import type { DbOrTx, Tx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { moneyTransaction } from '../../lib/transaction';
import { type Notice } from '../../features/notifications/notifications.service';
import { lockPlayers, requireFree } from '../players/player-reservations';
import { rulesForSeason } from '../../features/season-rules/season-rules.service';
import { currentSeason } from '../../features/settings/settings.service';
import * as repo from './squad-actions.repository';

/* What the squad actions (commands/block-player, release-player, register-player) share. */

/** The ledger kinds of the squad actions (labels in packages/league ledger.rules.ts). */
export const LEDGER_KINDS = { block: 'player_block', release: 'player_release' } as const;

/**
 * Blocks a team used in a season (the compliance report reads it): one per `squad_actions` block
 * row. Players who arrived `bloqueado` by transfer, clause or auction used none.
 */
export async function blocksUsed(db: DbOrTx, seasonId: number, teamId: number): Promise<number> {
  return (await repo.blocksOfSeason(db, teamId, seasonId)).length;
}

/** The team as the pure rules see it this season: blocks used, who it blocked, registered counts. */
export async function teamState(db: DbOrTx, team: repo.ActionTeamRow, seasonId: number): Promise<ActionTeam> {
  const blocks = await repo.blocksOfSeason(db, team.id, seasonId);
  const registered = await repo.registeredCounts(db, team.id, SENIOR_AGE_OVER);
  return {
    division: readDivision(team.division) || null,
    blocksUsed: blocks.length,
    blockedThisSeason: blocks.map((b) => b.playerId),
    registeredSeniors: registered.seniors,
    registeredYouth: registered.youth,
  };
}

/** The team's manager acts on it; the Admin on any team (the money is still the manager's). */
export function requireMayAct(ctx: ServiceContext, team: { userId: number | null }) {
  if (team.userId !== ctx.actor.id && !isAdmin(ctx.actor.rol)) throw refuse('squad.not_your_player');
}

export type Acting = {
  tx: Tx;
  rules: SeasonRules;
  seasonId: number;
  player: NonNullable<Awaited<ReturnType<typeof repo.findPlayer>>>;
  team: repo.ActionTeamRow & { userId: number };
  state: ActionTeam;
};

/**
 * One squad action in one transaction, in the market's lock order (decision 009): the player row,
 * then the team row (so two actions of one team count its blocks one after the other), then the
 * budget. A player in an open operation is refused with the operation named (409).
 */
export async function act(ctx: ServiceContext, playerId: number, work: (a: Acting) => Promise<SquadActionResult>) {
  const season = await currentSeason(ctx.db);
  const rules = await rulesForSeason(ctx.db, season.id);
  return moneyTransaction(ctx.db, async (tx) => {
    const [locked] = await lockPlayers(tx, [playerId]);
    if (!locked) throw refuse('squad.player_not_found');
    const team = await repo.findTeam(tx, locked.teamId, true);
    if (!team) throw refuse('squad.team_not_found');
    requireMayAct(ctx, team);
    if (team.userId === null) throw refuse('squad.team_without_manager');
    await requireFree(tx, [locked], 'staff');
    const player = (await repo.findPlayer(tx, playerId))!;
    const state = await teamState(tx, team, season.id);
    return work({ tx, rules, seasonId: season.id, player, team: { ...team, userId: team.userId }, state });
  });
}

/** The result every action answers: the money moved for the team and its blocks after it. */
export const result = (message: string, amount: number, used: number, rules: SeasonRules): SquadActionResult => ({
  message,
  amount,
  blocks_used: used,
  blocks_left: blocksLeft(used, rules),
});

/** When the Admin acted on a manager's squad, the manager hears of it. */
export function staffNotice(ctx: ServiceContext, team: { userId: number }, action: string, player: string, amount: number): Notice[] {
  return team.userId === ctx.actor.id ? [] : [{ userId: team.userId, text: NOTIFY.squadActionByStaff({ by: ctx.actor.name, action, player, amount }) }];
}
