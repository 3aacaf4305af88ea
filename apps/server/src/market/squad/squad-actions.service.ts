import {
  ANNOUNCE,
  blockCost,
  blockRefusal,
  blocksLeft,
  isAdmin,
  NOTIFY,
  playerActionOptions,
  readDivision,
  registerRefusal,
  releaseCredit,
  releaseRefusal,
  reservationMessage,
  blockingOperation,
  SENIOR_AGE_OVER,
  SQUAD_ACTIONS_MSG as M,
  type ActionTeam,
  type SeasonRules,
  type SquadActionResult,
  type SquadActions,
} from '@superliga/league';
import type { DbOrTx, Tx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { moneyTransaction } from '../../lib/transaction';
import { applyMovements, requireAvailable } from '../money';
import { announce } from '../../features/notifications/discord.service';
import { notify, type Notice } from '../../features/notifications/notifications.service';
import { lockPlayers, openOperations, requireFree } from '../players/players.service';
import { rulesForSeason } from '../../features/season-rules/season-rules.service';
import { currentSeason, currentSeasonIfAny, freeAgentTeamId } from '../../features/settings/settings.service';
import { pricesPaidThisSeason } from './release-history.service';
import * as repo from './squad-actions.repository';
import * as squad from '../squad';

/** The ledger kinds of the squad actions (labels in packages/league ledger.rules.ts). */
const LEDGER_KINDS = { block: 'player_block', release: 'player_release' } as const;

/**
 * Blocks a team used in a season (the compliance report reads it): one per `squad_actions` block
 * row. Players who arrived `bloqueado` by transfer, clause or auction used none.
 */
export async function blocksUsed(db: DbOrTx, seasonId: number, teamId: number): Promise<number> {
  return (await repo.blocksOfSeason(db, teamId, seasonId)).length;
}

/** Blocks each team used in a season, for many teams at once (the compliance report). */
export function blocksUsedByTeams(db: DbOrTx, seasonId: number, teamIds: readonly number[]) {
  return repo.blocksByTeam(db, seasonId, teamIds);
}

/** Blocks the team used in the current season; undefined while the league has no active season. */
export async function blocksUsedThisSeason(db: DbOrTx, teamId: number): Promise<number | undefined> {
  const season = await currentSeasonIfAny(db);
  return season ? blocksUsed(db, season.id, teamId) : undefined;
}

/** The team as the pure rules see it this season: blocks used, who it blocked, registered counts. */
async function teamState(db: DbOrTx, team: repo.ActionTeamRow, seasonId: number): Promise<ActionTeam> {
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
function requireMayAct(ctx: ServiceContext, team: { userId: number | null }) {
  if (team.userId !== ctx.actor.id && !isAdmin(ctx.actor.rol)) throw refuse('squad.not_your_player');
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

type Acting = {
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
async function act(ctx: ServiceContext, playerId: number, work: (a: Acting) => Promise<SquadActionResult>) {
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
const result = (message: string, amount: number, used: number, rules: SeasonRules): SquadActionResult => ({
  message,
  amount,
  blocks_used: used,
  blocks_left: blocksLeft(used, rules),
});

/** When the Admin acted on a manager's squad, the manager hears of it. */
function staffNotice(ctx: ServiceContext, team: { userId: number }, action: string, player: string, amount: number): Notice[] {
  return team.userId === ctx.actor.id ? [] : [{ userId: team.userId, text: NOTIFY.squadActionByStaff({ by: ctx.actor.name, action, player, amount }) }];
}

/**
 * `POST /plantel/{id}/bloquear`: the player becomes `bloqueado` for the rest of the season (no
 * clause can be executed on him). The season's first block is free, the next ones cost by CA and
 * division, paid by the team's manager to the league through the ledger; at most blocks_per_team.
 */
export async function blockPlayer(ctx: ServiceContext, playerId: number) {
  return act(ctx, playerId, async ({ tx, rules, seasonId, player, team, state }) => {
    const refusal = blockRefusal(player, state, rules);
    if (refusal) throw refuse('squad.block_refused', refusal);
    const cost = blockCost({ ca: player.ca, division: state.division!, blocksUsed: state.blocksUsed }, rules);
    const actionId = await repo.insertAction(tx, {
      seasonId,
      teamId: team.id,
      playerId: player.id,
      kind: 'block',
      amount: -cost,
      previousStatus: player.status,
      actorId: ctx.actor.id,
    });
    if (cost > 0) {
      // Committed money (open offers, pending transfers, leading bids) cannot pay a block too.
      await requireAvailable(tx, team.userId, cost, { field: 'id_player', actorId: ctx.actor.id });
      await applyMovements(
        tx,
        [{ userId: team.userId, amount: -cost, kind: LEDGER_KINDS.block, reference: `squad_action:${actionId}`, description: M.blockEntry(player.name) }],
        { actorId: ctx.actor.id, seasonId },
      );
    }
    await squad.setSquadPlayer(tx, player.id, { status: 'bloqueado' });
    await notify(tx, ctx, staffNotice(ctx, team, 'bloqueó', player.name, -cost));
    await announce(tx, ctx, 'player.blocked', ANNOUNCE.playerBlocked({ team: team.name, player: player.name, amount: cost }));
    return result(M.blocked(player.name), cost === 0 ? 0 : -cost, state.blocksUsed + 1, rules);
  });
}

/**
 * `POST /plantel/{id}/liberar`: the player goes to the free agents (`liberado`, the free-agent
 * team) and the team's manager receives his value × release_factor (60%) from the league.
 */
export async function releasePlayer(ctx: ServiceContext, playerId: number) {
  const freeAgents = await freeAgentTeamId(ctx.db);
  return act(ctx, playerId, async ({ tx, rules, seasonId, player, team, state }) => {
    const refusal = releaseRefusal(player) ?? (team.id === freeAgents ? M.notInSquad(player.name) : null);
    if (refusal) throw refuse('squad.release_refused', refusal);
    // At most what the team paid for him if he arrived this season (decision 013: no money pump).
    const paid = await pricesPaidThisSeason(tx, { teamId: team.id, managerId: team.userId, seasonId, playerIds: [player.id] });
    const credit = releaseCredit(player.value, rules, paid.get(player.id) ?? null);
    const actionId = await repo.insertAction(tx, {
      seasonId,
      teamId: team.id,
      playerId: player.id,
      kind: 'release',
      amount: credit,
      previousStatus: player.status,
      actorId: ctx.actor.id,
    });
    await applyMovements(
      tx,
      [{ userId: team.userId, amount: credit, kind: LEDGER_KINDS.release, reference: `squad_action:${actionId}`, description: M.releaseEntry(player.name) }],
      { actorId: ctx.actor.id, seasonId },
    );
    await squad.setSquadPlayer(tx, player.id, { teamId: freeAgents, status: 'liberado' });
    // Everybody else may want the new free agent (auctions): told in the app and on Discord.
    const others = await repo.otherManagers(tx, team.userId);
    const freeAgent = NOTIFY.playerReleased({ player: player.name, playerId: player.id, team: team.name });
    await notify(tx, ctx, [...staffNotice(ctx, team, 'liberó', player.name, credit), ...others.map((userId) => ({ userId, text: freeAgent }))]);
    await announce(tx, ctx, 'player.released', ANNOUNCE.playerReleased({ team: team.name, player: player.name, value: player.value }));
    return result(M.released(player.name), credit, state.blocksUsed, rules);
  });
}

/**
 * `POST /plantel/{id}/inscribir`: the player is registered (`registrado`) on the season's list; free.
 * A `bloqueado` player only when the request gives up his protection against clauses (decision 041).
 */
export async function registerPlayer(ctx: ServiceContext, playerId: number, options: { liftProtection?: boolean } = {}) {
  return act(ctx, playerId, async ({ tx, rules, seasonId, player, team, state }) => {
    const refusal = registerRefusal(player, state, rules, options.liftProtection === true);
    if (refusal) throw refuse('squad.register_refused', refusal);
    await repo.insertAction(tx, {
      seasonId,
      teamId: team.id,
      playerId: player.id,
      kind: 'register',
      amount: 0,
      previousStatus: player.status,
      actorId: ctx.actor.id,
    });
    await squad.setSquadPlayer(tx, player.id, { status: 'registrado' });
    await notify(tx, ctx, staffNotice(ctx, team, 'inscribió', player.name, 0));
    return result(M.registered(player.name), 0, state.blocksUsed, rules);
  });
}
