import { BET_OPTIONS } from '../constants';
import { parseOdd } from './stakes-and-odds.rules';
import { BETS_MSG } from './bets.messages';

/** Options of a match bet (001 §5) and of a player bet (scores a goal, gets a card). */
export const MATCH_BET_OPTIONS = BET_OPTIONS;
export const PLAYER_BET_OPTIONS = ['Goal', 'Card'] as const;
export const ALL_BET_OPTIONS = [...MATCH_BET_OPTIONS, ...PLAYER_BET_OPTIONS] as const;
export type MatchBetOption = (typeof MATCH_BET_OPTIONS)[number];
export type PlayerBetOption = (typeof PLAYER_BET_OPTIONS)[number];
export type AnyBetOption = (typeof ALL_BET_OPTIONS)[number];

export interface MatchBetOdds {
  home_odd: string;
  away_odd: string;
  draw_odd: string;
  over: string;
  under: string;
}
export interface PlayerBetOdds {
  goal_odd: string;
  card_odd: string;
}

/** The odd a stake is taken at: read from the bet, never from the client. Null for a foreign option. */
export function matchBetOdd(bet: MatchBetOdds, option: string): string | null {
  switch (option) {
    case 'Home':
      return bet.home_odd;
    case 'Away':
      return bet.away_odd;
    case 'Draw':
      return bet.draw_odd;
    case 'Over':
      return bet.over;
    case 'Under':
      return bet.under;
    default:
      return null;
  }
}

export function playerBetOdd(bet: PlayerBetOdds, option: string): string | null {
  if (option === 'Goal') return bet.goal_odd;
  if (option === 'Card') return bet.card_odd;
  return null;
}

/**
 * The option a stake is on, from what the client sent: the option itself ('Home') or, as the
 * documents' client sends it, the chosen odd (001 §3: selected_option is 'the chosen odd').
 * A name the bet does not have is 'option', an odd matching no option 'odd', one shared by two
 * options 'ambiguous'.
 */
export function chosenBetOption(
  odds: Partial<Record<AnyBetOption, string>>,
  chosen: AnyBetOption | number | string,
): { option: AnyBetOption } | { error: 'option' | 'odd' | 'ambiguous' } {
  const options = Object.keys(odds) as AnyBetOption[];
  if (typeof chosen === 'string' && (options as string[]).includes(chosen)) return { option: chosen as AnyBetOption };
  const wanted = parseOdd(chosen);
  if (wanted === null) return { error: typeof chosen === 'number' ? 'odd' : 'option' };
  const matching = options.filter((o) => parseOdd(odds[o]!) === wanted);
  if (matching.length === 0) return { error: 'odd' };
  return matching.length === 1 ? { option: matching[0]! } : { error: 'ambiguous' };
}

/** The odds of a match bet and of a player bet, by option. */
export const matchBetOptionOdds = (b: MatchBetOdds): Record<MatchBetOption, string> => ({
  Home: b.home_odd,
  Away: b.away_odd,
  Draw: b.draw_odd,
  Over: b.over,
  Under: b.under,
});
export const playerBetOptionOdds = (b: PlayerBetOdds): Record<PlayerBetOption, string> => ({ Goal: b.goal_odd, Card: b.card_odd });

/** Spanish label of an option for screens. */
export const BET_OPTION_LABELS: Record<AnyBetOption, string> = {
  Home: 'Local',
  Away: 'Visitante',
  Draw: 'Empate',
  Over: 'Más',
  Under: 'Menos',
  Goal: 'Gol',
  Card: 'Tarjeta',
};

/** The Spanish label of an option code ('Home' -> 'Local'); an unknown code is shown as it came. */
export const betOptionLabel = (option: string): string => BET_OPTION_LABELS[option as AnyBetOption] ?? option;

/**
 * Why a bet takes no new stakes, or null while it does. A match bet the Admin has paid as won
 * has a known result, so it closes even if it was never deactivated (decision 009).
 */
export function betClosedReason(bet: { active: 'on' | 'off' | string; settledWon: boolean }): string | null {
  if (bet.settledWon) return BETS_MSG.betSettled;
  if (bet.active !== 'on') return BETS_MSG.betInactive;
  return null;
}
