/**
 * All-time records across seasons (docs/decisions/025-season-close-and-rollover.md), each from
 * plain rows so the server only reads. Ties go to the earliest (the record is held by whoever set
 * it first), then by id, so the answer never depends on the input order.
 */
export type RecordMatch = {
  id: number;
  at: string;
  team_home: { id: number; name: string };
  team_away: { id: number; name: string };
  score_home: number;
  score_away: number;
  season: { id: number; name: string };
};

const earlier = (a: { at: string; id: number }, b: { at: string; id: number }) => a.at.localeCompare(b.at) || a.id - b.id;

/** The player with the most goals in one season (goals of every tournament of that season). */
export function mostGoalsInSeason(stats: readonly { player: { id: number; name: string }; season: { id: number; name: string }; goals: number }[]) {
  const totals = new Map<string, { player: { id: number; name: string }; season: { id: number; name: string }; goals: number }>();
  for (const s of stats) {
    const key = `${s.player.id}:${s.season.id}`;
    const row = totals.get(key) ?? { player: s.player, season: s.season, goals: 0 };
    row.goals += s.goals;
    totals.set(key, row);
  }
  let best: (typeof totals extends Map<string, infer V> ? V : never) | null = null;
  for (const row of totals.values()) {
    if (row.goals <= 0) continue;
    if (!best || row.goals > best.goals || (row.goals === best.goals && (row.season.id - best.season.id || row.player.id - best.player.id) < 0)) best = row;
  }
  return best;
}

/** The widest winning margin in one match; on equal margins, more goals scored, then the earliest. */
export function biggestWin(matches: readonly RecordMatch[]) {
  let best: RecordMatch | null = null;
  const margin = (m: RecordMatch) => Math.abs(m.score_home - m.score_away);
  for (const m of matches) {
    if (margin(m) === 0) continue;
    if (!best) {
      best = m;
      continue;
    }
    const d = margin(m) - margin(best) || Math.max(m.score_home, m.score_away) - Math.max(best.score_home, best.score_away) || -earlier(m, best);
    if (d > 0) best = m;
  }
  if (!best) return null;
  const homeWon = best.score_home > best.score_away;
  return {
    match_id: best.id,
    at: best.at,
    season: best.season,
    winner: homeWon ? best.team_home : best.team_away,
    loser: homeWon ? best.team_away : best.team_home,
    score: homeWon ? `${best.score_home}-${best.score_away}` : `${best.score_away}-${best.score_home}`,
    margin: margin(best),
  };
}

export type Signing = {
  id: number;
  at: string;
  player: { id: number; name: string };
  team: { id: number; name: string } | null;
  amount: number;
  kind: 'clause' | 'auction' | 'transfer';
  season: { id: number; name: string };
};

/** The highest price paid for one player. */
export function mostExpensiveSigning(signings: readonly Signing[]): Signing | null {
  let best: Signing | null = null;
  for (const s of signings) {
    if (s.amount <= 0) continue;
    if (!best || s.amount > best.amount || (s.amount === best.amount && earlier(s, best) < 0)) best = s;
  }
  return best;
}

/**
 * The longest run of matches without a defeat of one team, in date order across seasons (a
 * draw keeps it alive). The run still going counts too.
 */
export function longestUnbeatenRun(matches: readonly RecordMatch[]) {
  const ordered = [...matches].sort(earlier);
  const runs = new Map<number, { team: { id: number; name: string }; length: number; from: string; to: string }>();
  let best: { team: { id: number; name: string }; length: number; from: string; to: string } | null = null;
  const play = (team: { id: number; name: string }, lost: boolean, at: string) => {
    if (lost) {
      runs.delete(team.id);
      return;
    }
    const run = runs.get(team.id) ?? { team, length: 0, from: at, to: at };
    run.length += 1;
    run.to = at;
    runs.set(team.id, run);
    if (!best || run.length > best.length) best = { ...run };
  };
  for (const m of ordered) {
    play(m.team_home, m.score_home < m.score_away, m.at);
    play(m.team_away, m.score_away < m.score_home, m.at);
  }
  return best as { team: { id: number; name: string }; length: number; from: string; to: string } | null;
}
