import {
  ASSISTANT_ANSWER as A,
  assistantLink,
  canBeClauseTarget,
  clauseRange,
  formatDecimal,
  formatMoney,
  nameMatches,
  normalizeQuestion,
  paths,
  type Player,
  type SeasonRules,
} from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { searchPlayers } from '../../market/players/queries';

const CANDIDATES_SHOWN = 5;

/** A player named in a question: one, several to choose from, or none. */
export type NamedPlayer = { kind: 'one'; player: Player } | { kind: 'many'; players: Player[] } | { kind: 'none' };

/** The players one text names: a whole-name match wins over partial ones. */
async function playersNamed(ctx: ServiceContext, text: string) {
  const found = (await searchPlayers(ctx.db, text)).data.filter((p) => nameMatches(text, p.name));
  const whole = found.filter((p) => normalizeQuestion(p.name) === normalizeQuestion(text));
  return whole.length ? whole : found;
}

/**
 * The player a question names, trying the texts the matcher left over in order (the whole rest,
 * then each run of words), by the player search (decision 005: prefixes, fragments, typos), kept
 * only when every word of the text is a word of the name, so an unrelated word never turns into
 * a player.
 */
export async function findNamedPlayer(ctx: ServiceContext, names: readonly string[]): Promise<NamedPlayer> {
  for (const text of names) {
    const chosen = await playersNamed(ctx, text);
    if (chosen.length === 1) return { kind: 'one', player: chosen[0]! };
    if (chosen.length) return { kind: 'many', players: chosen };
  }
  return { kind: 'none' };
}

export const playerLink = (p: { id: number; name: string }) => assistantLink(p.name, paths.player(p.id));

/** The answer when a question needs one player and did not name exactly one; null when it did. */
export function choosePlayer(named: NamedPlayer, subject: string): string | null {
  if (named.kind === 'one') return null;
  if (named.kind === 'none') return subject ? A.noPlayer(subject) : A.whichPlayer;
  return [A.manyPlayers(subject), ...named.players.slice(0, CANDIDATES_SHOWN).map((p) => A.playerLine(playerLink(p), p.id_team.name))].join('\n');
}

/** '¿Cuánto sale la cláusula de X?': the range in pesos of the season in force, or the rule when no player is named. */
export function clauseRangeAnswer(named: NamedPlayer, subject: string, rules: SeasonRules, season: string): string {
  if (named.kind !== 'one') {
    if (!subject) return A.clauseRangeRule(formatDecimal(rules.clause_min_factor), formatDecimal(rules.clause_max_factor), season);
    return choosePlayer(named, subject)!;
  }
  const p = named.player;
  const { min, max } = clauseRange(p.value, rules);
  const lines = [A.clauseRange(playerLink(p), p.id_team.name, formatMoney(p.value), formatMoney(min), formatMoney(max), season)];
  if (!canBeClauseTarget({ status: p.status, division: p.id_team.division })) lines.push(A.notClauseTarget(p.name));
  return lines.join('\n');
}

/** '¿De qué equipo es X?', '¿Cuánto vale X?'. */
export function playerTeamAnswer(named: NamedPlayer, subject: string): string {
  if (named.kind !== 'one') return choosePlayer(named, subject)!;
  const p = named.player;
  return A.playerTeam(playerLink(p), p.id_team.name, p.id_team.division ?? null, formatMoney(p.value), p.ca, p.pa, p.age, p.status);
}
