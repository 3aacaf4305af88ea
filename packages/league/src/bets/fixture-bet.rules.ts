import { COUNTED_STATES, type MatchState } from '../competition/results.rules';

/**
 * Whether a bet tied to a fixture match still takes stakes (docs/decisions/028): until its round's
 * window starts, and never once the result is final. A round without a window stays open. The
 * server decides; screens use this to offer only open matches and to say so before a refusal.
 */
export function fixtureStakesOpen(startsAt: string | Date | null, state: MatchState, now: Date): boolean {
  if (state !== 'to_play') return false;
  return startsAt === null || new Date(startsAt).getTime() > now.getTime();
}

/** A tied bet has been settled from the result once its match's result counts. */
export const settledFromResult = (state: MatchState): boolean => COUNTED_STATES.includes(state);
