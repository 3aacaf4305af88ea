import { isStaff } from '../accounts/roles.rules';
import type { Role } from '../constants';
import { RESULTS_MSG } from './results.messages';

/**
 * DECISIONS: Admin, Organizador, or the manager of either team may create a match and load its
 * statistics; the same parties read its report.
 */
export const mayManageMatch = (rol: Role | string | undefined, managesEitherTeam: boolean): boolean => isStaff(rol) || managesEitherTeam;

/**
 * A result typed in directly (the documents' match form): staff always; a manager only for a round
 * without a results window, since a round with one has its match reported and confirmed by the two
 * managers (docs/decisions/024).
 */
export const mayEnterDirectly = (rol: Role | string | undefined, roundHasWindow: boolean): boolean => isStaff(rol) || !roundHasWindow;

/** Whether the fixture offers this viewer its 'Cargar' link for a match: the server would take the entry. */
export const mayLoadFromFixture = (rol: Role | string | undefined, managesEitherTeam: boolean, roundHasWindow: boolean): boolean =>
  mayManageMatch(rol, managesEitherTeam) && mayEnterDirectly(rol, roundHasWindow);

/**
 * A match's state in the reported-results flow (docs/decisions/024). Only 'confirmed' and
 * 'walkover' count for standings, top lists and suspensions (the match is then 'completed').
 */
export const MATCH_STATES = ['to_play', 'reported', 'confirmed', 'disputed', 'walkover', 'unplayed'] as const;
export type MatchState = (typeof MATCH_STATES)[number];

export const MATCH_STATE_LABELS: Record<MatchState, string> = {
  to_play: 'Por jugar',
  reported: 'Reportado',
  confirmed: 'Confirmado',
  disputed: 'En disputa',
  walkover: 'Walkover',
  unplayed: 'No jugado',
};

/** States in which a result counts (the match is 'completed'). */
export const COUNTED_STATES: readonly MatchState[] = ['confirmed', 'walkover'];

/**
 * States a match leaves no more: its result counts, or staff marked it not played (which stays
 * 'pending' with nothing to count). A round is behind the league once all its matches are in one.
 */
export const CLOSED_STATES: readonly MatchState[] = [...COUNTED_STATES, 'unplayed'];

/**
 * Whether a match's stored score is its result, for a list of matches (decision 024). A completed
 * match's is. One still open is its result only when it was typed in directly (a round without a
 * window: it waits for its statistics); in a round with a window the stored 0–0 is a placeholder
 * while it is to be played, and a reported or disputed score waits in its report. A match reopened
 * in such a round is to be played (and reported) again, so its old score is not shown either: the
 * rounds' view, too, shows a score only once the match is completed.
 */
export function hasResult(match: { completed: boolean; state: MatchState; roundHasWindow: boolean }): boolean {
  if (match.completed) return true;
  return match.state === 'to_play' && !match.roundHasWindow;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface RoundWindow {
  stage: number;
  starts_at: Date;
  deadline_at: Date;
}

/**
 * "Spread evenly from a start date": stage i (in the given order) starts `daysBetween` days after
 * the previous one, and its deadline is `windowDays` days after its own start. Null when the
 * input cannot make windows.
 */
export function spreadRoundWindows(input: { stages: readonly number[]; firstStart: Date; daysBetween: number; windowDays: number }): RoundWindow[] | null {
  const { stages, firstStart, daysBetween, windowDays } = input;
  if (Number.isNaN(firstStart.getTime()) || !Number.isInteger(daysBetween) || daysBetween < 1 || !Number.isInteger(windowDays) || windowDays < 1) return null;
  return stages.map((stage, i) => {
    const starts = new Date(firstStart.getTime() + i * daysBetween * DAY_MS);
    return { stage, starts_at: starts, deadline_at: new Date(starts.getTime() + windowDays * DAY_MS) };
  });
}

/** Why a set of windows cannot be saved (Spanish), or null: each deadline after its start, and starts in the order of the stages. */
export function roundWindowsProblem(windows: readonly RoundWindow[]): string | null {
  if (windows.some((w) => w.deadline_at.getTime() <= w.starts_at.getTime())) return RESULTS_MSG.windowOrder;
  const sorted = [...windows].sort((a, b) => a.stage - b.stage);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.starts_at.getTime() < sorted[i - 1]!.starts_at.getTime()) return RESULTS_MSG.windowsOverlap;
  }
  return null;
}

/** When a report is confirmed by silence: `hours` (the season's result_confirm_hours) after it was made. */
export const confirmationDeadline = (reportedAt: Date, hours: number): Date => new Date(reportedAt.getTime() + hours * HOUR_MS);

/** A pending report is confirmed by the server once its deadline has come (at the exact instant too). */
export const isConfirmationDue = (deadline: Date, now: Date): boolean => now.getTime() >= deadline.getTime();

/** Why a manager cannot report now (Spanish), or null: the round has a window that has started, and nothing is reported yet. */
export function reportProblem(input: { state: MatchState; startsAt: Date | null; now: Date }): string | null {
  if (input.startsAt === null) return RESULTS_MSG.noWindow;
  if (input.now.getTime() < input.startsAt.getTime()) return RESULTS_MSG.notStarted;
  if (input.state !== 'to_play') return RESULTS_MSG.alreadyReported;
  return null;
}

/** Why staff cannot close the match as walkover or unplayed (Spanish), or null: nothing reported and the round's deadline has passed. */
export function walkoverProblem(input: { state: MatchState; deadlineAt: Date | null; now: Date }): string | null {
  if (input.state !== 'to_play') return RESULTS_MSG.walkoverNotOpen;
  if (input.deadlineAt === null) return RESULTS_MSG.noWindow;
  if (input.now.getTime() < input.deadlineAt.getTime()) return RESULTS_MSG.walkoverTooEarly;
  return null;
}

/** The rulebook's walkover result: the winner scores `goals` (a season setting, 3 by default), the loser none. */
export const walkoverScore = (winner: 'home' | 'away', goals: number) => (winner === 'home' ? { home: goals, away: 0 } : { home: 0, away: goals });

/** A bet on a match takes stakes until its round's window starts (no window yet: still open). */
export const stakesClosedAt = (startsAt: Date | null, now: Date): boolean => startsAt !== null && now.getTime() >= startsAt.getTime();

/**
 * The statistics that stand after a ruling: every line of the chosen version, and the other
 * version's lines for players the chosen one does not mention (each manager wrote his own team).
 */
export function ruledLines<T extends { player_id: number }>(chosen: readonly T[], other: readonly T[]): T[] {
  const named = new Set(chosen.map((l) => l.player_id));
  return [...chosen, ...other.filter((l) => !named.has(l.player_id))];
}
