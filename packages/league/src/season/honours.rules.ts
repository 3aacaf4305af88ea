import type { TournamentType } from '../constants';

/**
 * The palmarés computed from the data (docs/decisions/025-season-close-and-rollover.md): each
 * closed tournament's first place is a title, its second a runner-up, for the team and for the
 * manager who held the team when it closed (unknown for tournaments of imported seasons).
 */
export type FinishedTournament = {
  tournament: { id: number; name: string; type: TournamentType };
  season: { id: number; name: string };
  positions: { team_id: number; position: number; manager_id?: number | null }[];
};
export type Honour = { tournament: { id: number; name: string; type: TournamentType }; season: { id: number; name: string } };
export type HonoursOf = { titles: Honour[]; runner_ups: Honour[] };

function add(map: Map<number, HonoursOf>, id: number, place: keyof HonoursOf, honour: Honour) {
  const entry = map.get(id) ?? { titles: [], runner_ups: [] };
  entry[place].push(honour);
  map.set(id, entry);
}

export function honours(finished: readonly FinishedTournament[]): { teams: Map<number, HonoursOf>; managers: Map<number, HonoursOf> } {
  const teams = new Map<number, HonoursOf>();
  const managers = new Map<number, HonoursOf>();
  // Newest season first, then by tournament name, so each list reads from the latest honour.
  const ordered = [...finished].sort((a, b) => b.season.id - a.season.id || a.tournament.name.localeCompare(b.tournament.name, 'es'));
  for (const f of ordered) {
    const honour = { tournament: f.tournament, season: f.season };
    for (const p of f.positions) {
      const place = p.position === 1 ? 'titles' : p.position === 2 ? 'runner_ups' : null;
      if (!place) continue;
      add(teams, p.team_id, place, honour);
      if (p.manager_id) add(managers, p.manager_id, place, honour);
    }
  }
  return { teams, managers };
}

/** Most titles first, then most runner-ups, then by name. */
export function byHonours<T extends { name: string; titles: number; runner_ups: number }>(a: T, b: T): number {
  return b.titles - a.titles || b.runner_ups - a.runner_ups || a.name.localeCompare(b.name, 'es');
}
