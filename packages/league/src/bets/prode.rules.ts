/** Prode scoring: 3 points for the exact score, 1 for the right outcome, 0 otherwise. */
export const PRODE_EXACT_POINTS = 3;
export const PRODE_OUTCOME_POINTS = 1;
export const PRODE_MAX_GOALS = 30;

export interface Score {
  home: number;
  away: number;
}

export type Outcome = 'home' | 'draw' | 'away';

export function outcomeOf(s: Score): Outcome {
  if (s.home > s.away) return 'home';
  if (s.home < s.away) return 'away';
  return 'draw';
}

export function predictionPoints(prediction: Score, result: Score): number {
  if (prediction.home === result.home && prediction.away === result.away) return PRODE_EXACT_POINTS;
  return outcomeOf(prediction) === outcomeOf(result) ? PRODE_OUTCOME_POINTS : 0;
}

export interface RankingInput {
  userId: number;
  name: string;
  prediction: Score;
  result: Score;
}
export interface RankingRow {
  user: { id: number; name: string };
  points: number;
  exact: number;
  outcome: number;
  played: number;
  position: number;
}

/**
 * Season ranking over scored predictions: points, then exact hits, then name. Users with
 * equal points and exact hits share a position.
 */
export function prodeRanking(rows: readonly RankingInput[]): RankingRow[] {
  const byUser = new Map<number, RankingRow>();
  for (const r of rows) {
    const row = byUser.get(r.userId) ?? { user: { id: r.userId, name: r.name }, points: 0, exact: 0, outcome: 0, played: 0, position: 0 };
    const points = predictionPoints(r.prediction, r.result);
    row.points += points;
    row.played += 1;
    if (points === PRODE_EXACT_POINTS) row.exact += 1;
    else if (points === PRODE_OUTCOME_POINTS) row.outcome += 1;
    byUser.set(r.userId, row);
  }
  const sorted = [...byUser.values()].sort(
    (a, b) => b.points - a.points || b.exact - a.exact || a.user.name.localeCompare(b.user.name) || a.user.id - b.user.id,
  );
  sorted.forEach((row, i) => {
    const prev = sorted[i - 1];
    row.position = prev && prev.points === row.points && prev.exact === row.exact ? prev.position : i + 1;
  });
  return sorted;
}

/**
 * Whether a prediction is closed (docs/decisions/024-results-reported-and-confirmed.md): once the
 * match's round window has started, or its result is reported or final. Without a window, a
 * fixture whose match exists is being loaded by hand (the documents' flow) and is closed, while a
 * match organisers made stays open until it is played. A fixture with no match yet is open.
 */
export function predictionLocked(input: { match: { completed: boolean; state: string; startsAt: Date | null } | null; fixture: boolean; now: Date }): boolean {
  const m = input.match;
  if (!m) return false;
  if (m.completed || m.state !== 'to_play') return true;
  if (m.startsAt === null) return input.fixture;
  return input.now.getTime() >= m.startsAt.getTime();
}
