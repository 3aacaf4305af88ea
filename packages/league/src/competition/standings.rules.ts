import type { MatchStatus } from '../constants';

export type StandingTeam = { id: number; name: string };
export type StandingMatch = {
  team_home: number;
  team_away: number;
  score_home: number;
  score_away: number;
  status: MatchStatus;
};
export type Standing = {
  team: StandingTeam;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  points: number;
  position: number;
};

const POINTS = { win: 3, draw: 1, loss: 0 } as const;

type Row = Omit<Standing, 'position' | 'goal_difference'>;

function record(row: Row, scored: number, conceded: number): void {
  row.played += 1;
  row.goals_for += scored;
  row.goals_against += conceded;
  if (scored > conceded) {
    row.won += 1;
    row.points += POINTS.win;
  } else if (scored === conceded) {
    row.drawn += 1;
    row.points += POINTS.draw;
  } else {
    row.lost += 1;
    row.points += POINTS.loss;
  }
}

/**
 * League table from completed matches (3/1/0). Ties: points, goal difference, goals for, then
 * team name so the order never depends on the input order. Positions are 1..n, never shared.
 */
export function computeStandings(teams: StandingTeam[], matches: StandingMatch[]): Standing[] {
  const rows = new Map<number, Row>();
  for (const team of teams) {
    // A repeated team id keeps its first name: one row per team.
    if (!rows.has(team.id)) {
      rows.set(team.id, { team, played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0, points: 0 });
    }
  }
  for (const m of matches) {
    if (m.status !== 'completed') continue;
    const home = rows.get(m.team_home);
    const away = rows.get(m.team_away);
    // A match against an unknown team (or a team against itself) would skew the table.
    if (!home || !away || home === away) continue;
    record(home, m.score_home, m.score_away);
    record(away, m.score_away, m.score_home);
  }
  return [...rows.values()]
    .map((r) => ({ ...r, goal_difference: r.goals_for - r.goals_against }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goal_difference - a.goal_difference ||
        b.goals_for - a.goals_for ||
        a.team.name.localeCompare(b.team.name, 'es') ||
        a.team.id - b.team.id,
    )
    .map((r, i) => ({
      team: r.team,
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goals_for: r.goals_for,
      goals_against: r.goals_against,
      goal_difference: r.goal_difference,
      points: r.points,
      position: i + 1,
    }));
}
