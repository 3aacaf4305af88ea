import { SENIOR_AGE_OVER, type Division } from '../../constants';
import type { SeasonRules } from '../season-rules';
import { SQUAD_ACTIONS_MSG as M } from './squad-actions.messages';

/**
 * The manager's own squad actions on /plantel (decision 041), as pure rules over the season's
 * settings. A block is the player's `bloqueado` status (the one clause rule already protects it)
 * plus a record of the season's block, which is what counts against `blocks_per_team` and decides
 * the price: players who arrive `bloqueado` by transfer, clause or auction used no block.
 */
export type SquadActionKind = 'block' | 'release' | 'register';

/** What the rules need to know of the player. */
export type ActionPlayer = { name: string; status: string; ca: number; age: number; value: number };

/** What the rules need to know of the team this season. */
export type ActionTeam = {
  division: Division | null;
  /** Blocks the team used this season (squad_actions records, not statuses). */
  blocksUsed: number;
  /** Players the team itself blocked this season (their block lasts the season). */
  blockedThisSeason: readonly number[];
  /** Registered players of the squad now, by age group. */
  registeredSeniors: number;
  registeredYouth: number;
};

const isSenior = (age: number) => age > SENIOR_AGE_OVER;

/** Blocks the team may still use this season (never negative, also after the setting is lowered). */
export function blocksLeft(blocksUsed: number, rules: SeasonRules): number {
  return Math.max(0, rules.blocks_per_team - blocksUsed);
}

/**
 * The price of the team's next block: nothing while the season's free blocks last (the first),
 * then by CA and division. A CA of `block_high_ca` (180) or more pays the higher price: the
 * documents say 180–200, and a CA over 200 (outside the game's scale) is treated as 200.
 */
export function blockCost(input: { ca: number; division: Division; blocksUsed: number }, rules: SeasonRules): number {
  if (input.blocksUsed < rules.block_free_per_season) return 0;
  const high = input.ca >= rules.block_high_ca;
  if (input.division === 'Primera') return high ? rules.block_cost_high_primera : rules.block_cost_low_primera;
  return high ? rules.block_cost_high_segunda : rules.block_cost_low_segunda;
}

/**
 * What releasing a player credits his team's manager: his value times `release_factor` (60%), whole
 * pesos. With `release_capped_by_price` (decision 013, no money pump) at most what the team paid for
 * him when he arrived this season (`paidThisSeason`; null when he did not arrive this season).
 */
export function releaseCredit(value: number, rules: SeasonRules, paidThisSeason: number | null = null): number {
  const credit = Math.round(value * rules.release_factor);
  return rules.release_capped_by_price && paidThisSeason !== null ? Math.min(credit, Math.max(0, paidThisSeason)) : credit;
}

/** Why the player cannot be blocked now, or null. The reservation (an open operation) is checked apart. */
export function blockRefusal(player: ActionPlayer, team: ActionTeam, rules: SeasonRules): string | null {
  if (!team.division) return M.notInLeagueTeam;
  if (player.status === 'liberado') return M.notInSquad(player.name);
  if (player.status === 'bloqueado') return M.alreadyBlocked(player.name);
  if (player.status === 'restringido') return M.restrictedAlreadyProtected(player.name);
  if (blocksLeft(team.blocksUsed, rules) === 0) return M.blocksReached(rules.blocks_per_team);
  return null;
}

/** Why the player cannot be released now, or null. Any squad player may leave, a blocked one too. */
export function releaseRefusal(player: ActionPlayer): string | null {
  return player.status === 'liberado' ? M.notInSquad(player.name) : null;
}

/**
 * Why the player cannot be registered now, or null. Registering (status `registrado`) puts him on
 * the season's list, which holds at most `squad_senior_max` players over 20 and `squad_youth_max`
 * youth; it is free. A player the team blocked this season stays blocked (the block lasts the
 * season), and a `restringido` status is the staff's to lift. Any other `bloqueado` player (one
 * who arrived by transfer, clause or auction, or was blocked by staff or in an earlier season) is
 * registered only when the request says he gives up his protection (`liftProtection`):
 * `registrado` can receive a clause, so registering never lifts it silently (decision 041).
 */
export function registerRefusal(player: ActionPlayer & { id: number }, team: ActionTeam, rules: SeasonRules, liftProtection = false): string | null {
  if (player.status === 'liberado') return M.notInSquad(player.name);
  if (player.status === 'registrado') return M.alreadyRegistered(player.name);
  if (player.status === 'restringido') return M.restrictedByStaff(player.name);
  if (team.blockedThisSeason.includes(player.id)) return M.blockLastsSeason(player.name);
  if (player.status === 'bloqueado' && !liftProtection) return M.registerWouldUnblock(player.name);
  if (isSenior(player.age) && team.registeredSeniors >= rules.squad_senior_max) return M.registeredSeniorsFull(rules.squad_senior_max);
  if (!isSenior(player.age) && team.registeredYouth >= rules.squad_youth_max) return M.registeredYouthFull(rules.squad_youth_max);
  return null;
}

/** One action as the screen offers it: allowed or why not, and the money it moves for the team (− paid, + received). */
export type ActionOption = { allowed: boolean; reason: string | null; amount: number };
export type PlayerActionOptions = Record<SquadActionKind, ActionOption>;

/**
 * Every action for one player, as /plantel shows it. `operation` names the open operation that
 * holds the player (a pending transfer, an open offer or auction): while it is open his team and
 * status are the operation's (the one reservation rule), so he can be neither blocked, released
 * nor registered.
 */
export function playerActionOptions(
  player: ActionPlayer & { id: number },
  team: ActionTeam,
  operation: string | null,
  rules: SeasonRules,
  paidThisSeason: number | null = null,
): PlayerActionOptions {
  const option = (reason: string | null, amount: number): ActionOption => ({ allowed: reason === null, reason, amount });
  const blockReason = operation ?? blockRefusal(player, team, rules);
  const cost = team.division ? blockCost({ ca: player.ca, division: team.division, blocksUsed: team.blocksUsed }, rules) : 0;
  return {
    block: option(blockReason, cost === 0 ? 0 : -cost),
    release: option(operation ?? releaseRefusal(player), releaseCredit(player.value, rules, paidThisSeason)),
    // Offered to a blocked player too: the screen asks him to give up the protection first.
    register: option(operation ?? registerRefusal(player, team, rules, true), 0),
  };
}
