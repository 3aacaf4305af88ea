import { TOP_LIST_SIZE } from '../constants';
import { redCardsOf } from './suspensions.rules';

export type TopListRow = { player_id: number; name: string; team?: string | null; value: number };
export type TopListEntry<T extends TopListRow = TopListRow> = T & { position: number };

/**
 * Top scorers, assisters... : value desc, then name (es), then id so the order is stable.
 * Zeros (and negatives) are left out. Ties share a position, standard competition ranking
 * (1, 2, 2, 4). The list is cut at exactly `size` rows, even inside a tie, so the page keeps its
 * promised length.
 */
export function topList<T extends TopListRow>(rows: T[], size: number = TOP_LIST_SIZE): TopListEntry<T>[] {
  const sorted = rows
    .filter((r) => r.value > 0)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name, 'es') || a.player_id - b.player_id)
    .slice(0, Math.max(0, size));
  let position = 0;
  return sorted.map((r, i) => {
    if (i === 0 || r.value !== sorted[i - 1].value) position = i + 1;
    return { ...r, position };
  });
}

export type PlayerMatchStats = {
  player_id: number;
  match_id: number;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  direct_red?: number | null;
  mvp: number;
  simple_injuries: number;
  serious_injuries: number;
};

export type PlayerStatsTotals = {
  player_id: number;
  matches_played: number;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  direct_red: number;
  mvp: number;
  simple_injuries: number;
  serious_injuries: number;
};

const SUMMED = ['goals', 'assists', 'yellow_cards', 'red_cards', 'direct_red', 'mvp', 'simple_injuries', 'serious_injuries'] as const;

/**
 * Totals per player, by player id. A statistics row is taken as an appearance, and a match counts
 * once even if it has two rows for the player.
 */
export function aggregatePlayerStats(rows: PlayerMatchStats[]): PlayerStatsTotals[] {
  const totals = new Map<number, { t: PlayerStatsTotals; matches: Set<number> }>();
  for (const r of rows) {
    let entry = totals.get(r.player_id);
    if (!entry) {
      entry = {
        t: {
          player_id: r.player_id,
          matches_played: 0,
          goals: 0,
          assists: 0,
          yellow_cards: 0,
          red_cards: 0,
          direct_red: 0,
          mvp: 0,
          simple_injuries: 0,
          serious_injuries: 0,
        },
        matches: new Set(),
      };
      totals.set(r.player_id, entry);
    }
    entry.matches.add(r.match_id);
    for (const key of SUMMED) entry.t[key] += (key === 'red_cards' ? redCardsOf(r) : r[key]) ?? 0;
  }
  return [...totals.values()].map(({ t, matches }) => ({ ...t, matches_played: matches.size })).sort((a, b) => a.player_id - b.player_id);
}
