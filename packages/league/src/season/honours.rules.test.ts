import { describe, expect, it } from 'vitest';
import { byHonours, honours, type FinishedTournament } from './honours.rules';

const t = (id: number, name: string, season: number, positions: FinishedTournament['positions']): FinishedTournament => ({
  tournament: { id, name, type: 'PD' },
  season: { id: season, name: `Temporada ${season}` },
  positions,
});

describe('honours', () => {
  const { teams, managers } = honours([
    t(1, 'Liga', 56, [
      { team_id: 10, position: 1, manager_id: 100 },
      { team_id: 11, position: 2, manager_id: 101 },
      { team_id: 12, position: 3, manager_id: 102 },
    ]),
    t(2, 'Liga', 57, [
      { team_id: 11, position: 1, manager_id: 100 },
      { team_id: 10, position: 2, manager_id: null },
    ]),
    t(3, 'Copa', 57, [{ team_id: 10, position: 1 }]),
  ]);
  it('gives each team its titles and runner-ups, newest season first', () => {
    expect(teams.get(10)!.titles.map((h) => `${h.tournament.name} ${h.season.id}`)).toEqual(['Copa 57', 'Liga 56']);
    expect(teams.get(10)!.runner_ups.map((h) => h.season.id)).toEqual([57]);
    expect(teams.get(11)).toMatchObject({ titles: [{ season: { id: 57 } }], runner_ups: [{ season: { id: 56 } }] });
    expect(teams.has(12)).toBe(false);
  });
  it('follows the manager who held the team when it closed, across teams; unknown managers are left out', () => {
    expect(managers.get(100)!.titles.map((h) => h.tournament.id)).toEqual([2, 1]);
    expect(managers.get(101)).toMatchObject({ titles: [], runner_ups: [{ tournament: { id: 1 } }] });
    expect([...managers.keys()].sort()).toEqual([100, 101]);
  });
  it('orders by titles, then runner-ups, then name', () => {
    const rows = [
      { name: 'B', titles: 1, runner_ups: 0 },
      { name: 'A', titles: 1, runner_ups: 0 },
      { name: 'C', titles: 1, runner_ups: 2 },
      { name: 'D', titles: 2, runner_ups: 0 },
    ];
    expect(rows.sort(byHonours).map((r) => r.name)).toEqual(['D', 'C', 'A', 'B']);
  });
});
