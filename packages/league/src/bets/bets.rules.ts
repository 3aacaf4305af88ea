import { BET_OPTIONS } from '../constants';
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
 * has a known result, so it closes even if it was never deactivated (issue 16).
 */
export function betClosedReason(bet: { active: 'on' | 'off' | string; settledWon: boolean }): string | null {
  if (bet.settledWon) return BETS_MSG.betSettled;
  if (bet.active !== 'on') return BETS_MSG.betInactive;
  return null;
}
