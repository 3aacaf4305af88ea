import { outcomeOf, type Score } from './prode.rules';

/**
 * How a stake ends once its match's result is confirmed (docs/decisions/024). Over/Under lines
 * are x.5 only (validated when the bet is made), so no result lands exactly on the line and
 * there is no push or refund.
 */
export type StakeOutcome = 'won' | 'lost';

/** The default Over/Under line of a match bet. */
export const DEFAULT_BET_LINE = 2.5;

/** A valid line: 0.5, 1.5 … 20.5. */
export const isValidBetLine = (line: number): boolean => Number.isFinite(line) && line >= 0.5 && line <= 20.5 && Number.isInteger(line - 0.5);

export function matchStakeOutcome(option: string, score: Score, line: number): StakeOutcome {
  const goals = score.home + score.away;
  const won =
    (option === 'Home' && outcomeOf(score) === 'home') ||
    (option === 'Away' && outcomeOf(score) === 'away') ||
    (option === 'Draw' && outcomeOf(score) === 'draw') ||
    (option === 'Over' && goals > line) ||
    (option === 'Under' && goals < line);
  return won ? 'won' : 'lost';
}

export interface PlayerMatchLine {
  goals: number;
  yellow_cards: number;
  red_cards: number;
  direct_red: number;
}

/** A player bet: 'Goal' wins with a goal, 'Card' with any card; a player without statistics (did not play) loses. */
export function playerStakeOutcome(option: string, line: PlayerMatchLine | null): StakeOutcome {
  if (!line) return 'lost';
  if (option === 'Goal') return line.goals > 0 ? 'won' : 'lost';
  if (option === 'Card') return line.yellow_cards + line.red_cards + line.direct_red > 0 ? 'won' : 'lost';
  return 'lost';
}
