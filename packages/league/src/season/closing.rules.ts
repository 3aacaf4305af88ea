import { FIXTURE_ROUNDS, type TournamentType } from '../constants';
import { computeStandings, type StandingMatch, type StandingTeam } from '../competition/standings.rules';
import { isLeagueType, namedStages } from '../competition/stages.rules';

/**
 * Closing a tournament (docs/decisions/025-season-close-and-rollover.md): the final positions,
 * the prize table and the objectives, computed once from the matches so the preview and the
 * payment read the same figures.
 */
export type ClosingMatch = { team_home: number; team_away: number; score_home: number; score_away: number; stage: number; status: string };
export type FinalPosition = { team_id: number; position: number };

/** True once the tournament has matches and every one of them is final. */
export function tournamentFinished(matches: Pick<ClosingMatch, 'status'>[]): boolean {
  return matches.length > 0 && matches.every((m) => m.status === 'completed');
}

/** Winner and loser of a decided match; null for a draw (the score does not tell who went through). */
export function matchWinner(m: Pick<ClosingMatch, 'team_home' | 'team_away' | 'score_home' | 'score_away'>) {
  if (m.score_home === m.score_away) return null;
  return m.score_home > m.score_away ? { winner: m.team_home, loser: m.team_away } : { winner: m.team_away, loser: m.team_home };
}

/** The final of a tournament: the one completed match of its last named stage, if it was played. */
export function finalMatch<M extends ClosingMatch>(type: TournamentType, matches: M[]): M | undefined {
  const final = namedStages(type).at(-1);
  const played = matches.filter((m) => m.stage === final && m.status === 'completed');
  return played.length === 1 ? played[0] : undefined;
}

/**
 * Final positions. A league: the regular season's table (rounds 1..13); when its playoff final was
 * played, its winner is first and its loser second, the rest follow the table. A cup: its final's
 * winner first and loser second. Null when the final ended in a draw (nobody can be named champion).
 */
export function finalPositions(type: TournamentType, teams: StandingTeam[], matches: ClosingMatch[]): FinalPosition[] | null {
  const final = finalMatch(type, matches);
  const decided = final ? matchWinner(final) : null;
  if (final && !decided) return null;
  const top = decided ? [decided.winner, decided.loser] : [];
  if (!isLeagueType(type)) return top.map((team_id, i) => ({ team_id, position: i + 1 }));
  const regular: StandingMatch[] = matches
    .filter((m) => m.stage <= FIXTURE_ROUNDS && m.status === 'completed')
    .map((m) => ({ team_home: m.team_home, team_away: m.team_away, score_home: m.score_home, score_away: m.score_away, status: 'completed' }));
  const table = computeStandings(teams, regular).map((r) => r.team.id);
  return [...top, ...table.filter((id) => !top.includes(id))].map((team_id, i) => ({ team_id, position: i + 1 }));
}

/** The regular-season position of each team of a league (what its objective is measured against). */
export function tablePositions(teams: StandingTeam[], matches: ClosingMatch[]): Map<number, number> {
  const regular: StandingMatch[] = matches
    .filter((m) => m.stage <= FIXTURE_ROUNDS && m.status === 'completed')
    .map((m) => ({ team_home: m.team_home, team_away: m.team_away, score_home: m.score_home, score_away: m.score_away, status: 'completed' }));
  return new Map(computeStandings(teams, regular).map((r) => [r.team.id, r.position]));
}

/**
 * ±step per position of difference between the team's objective (the position it was asked to
 * reach) and where it finished: 5th with an objective of 8th earns 3 steps, 10th loses 2.
 */
export function objectiveAmount(objective: number, position: number, step: number): number {
  return (objective - position) * step;
}

/** Amount of the prize table for a position (position 1 is the first amount); 0 past its end. */
export function prizeFor(table: readonly number[], position: number): number {
  return table[position - 1] ?? 0;
}

export type ClosingLine = { team_id: number; position: number; prize: number; objective: number | null; objective_amount: number };

/**
 * What closing pays, team by team: the prize of its final position and, in a league, the
 * objective's steps measured against the table. Teams with nothing to pay are left out.
 */
export function closingLines(input: {
  positions: FinalPosition[];
  prizeTable: readonly number[];
  /** Table positions and objectives: only for leagues. */
  tablePositions?: Map<number, number>;
  objectives?: Map<number, number>;
  step: number;
}): ClosingLine[] {
  const lines: ClosingLine[] = [];
  for (const p of input.positions) {
    const objective = input.objectives?.get(p.team_id) ?? null;
    const tablePosition = input.tablePositions?.get(p.team_id);
    const objective_amount = objective !== null && tablePosition !== undefined ? objectiveAmount(objective, tablePosition, input.step) : 0;
    const prize = prizeFor(input.prizeTable, p.position);
    if (prize !== 0 || objective_amount !== 0) lines.push({ team_id: p.team_id, position: p.position, prize, objective, objective_amount });
  }
  return lines;
}

/** Prizes in one closing: the count the season's prizes_per_batch limits. */
export const prizesInClosing = (lines: ClosingLine[]) => lines.filter((l) => l.prize > 0).length;
