import { describe, expect, it } from 'vitest';
import { RESULTS_MSG } from '../competition/results.messages';
import { matchBetBodySchema } from './bet-bodies.schema';

// The Over/Under line of a bet tied to a fixture (docs/decisions/028-bets-from-results-and-reminders.md).
const base = { match: 'Local vs Visita', home_odd: '2', away_odd: '3', draw_odd: '3', under: '1.8', over: '1.9' };

describe('a match bet body with a fixture match and a line', () => {
  it.each([
    [undefined, undefined],
    [2.5, 2.5],
    ['3,5', 3.5],
    ['0.5', 0.5],
    [20.5, 20.5],
  ])('line %s reads as %s', (line, expected) => {
    const parsed = matchBetBodySchema.safeParse({ ...base, match_id: 4, line });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.line).toBe(expected);
    expect(parsed.data?.match_id).toBe(4);
  });

  it.each([3, '2', 21.5, 0, -0.5, 'dos'])('line %s is refused with the line message', (line) => {
    const parsed = matchBetBodySchema.safeParse({ ...base, line });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([RESULTS_MSG.lineInvalid]);
  });
});
