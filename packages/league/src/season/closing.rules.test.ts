import { describe, expect, it } from 'vitest';
import { closingLines, finalPositions, objectiveAmount, prizeFor, prizesInClosing, tablePositions, tournamentFinished } from './closing.rules';

const teams = [
  { id: 1, name: 'Alfa' },
  { id: 2, name: 'Beta' },
  { id: 3, name: 'Gama' },
];
const m = (home: number, away: number, sh: number, sa: number, stage = 1, status = 'completed') => ({
  team_home: home,
  team_away: away,
  score_home: sh,
  score_away: sa,
  stage,
  status,
});
// Beta wins both, Alfa beats Gama: Beta 6, Alfa 3, Gama 0.
const league = [m(2, 1, 2, 0), m(2, 3, 1, 0, 2), m(1, 3, 3, 1, 3)];

describe('objectiveAmount', () => {
  it.each([
    [8, 5, 10, 30],
    [8, 8, 10, 0],
    [3, 10, 10, -70],
    [1, 1, 10_000_000, 0],
    [14, 1, 10_000_000, 130_000_000],
    [5, 6, 0, -0],
  ])('objective %i, finished %i, step %i -> %i', (objective, position, step, amount) => {
    expect(objectiveAmount(objective, position, step)).toBe(amount);
  });
});

describe('prizeFor', () => {
  it.each([
    [[150, 120], 1, 150],
    [[150, 120], 2, 120],
    [[150, 120], 3, 0],
    [[], 1, 0],
  ])('%j position %i -> %i', (table, position, amount) => {
    expect(prizeFor(table, position)).toBe(amount);
  });
});

describe('tournamentFinished', () => {
  it.each([
    [[], false],
    [[{ status: 'completed' }], true],
    [[{ status: 'completed' }, { status: 'pending' }], false],
  ])('%j -> %s', (matches, done) => {
    expect(tournamentFinished(matches)).toBe(done);
  });
});

describe('finalPositions', () => {
  it('a league without a final: the table', () => {
    expect(finalPositions('PD', teams, league)).toEqual([
      { team_id: 2, position: 1 },
      { team_id: 1, position: 2 },
      { team_id: 3, position: 3 },
    ]);
  });
  it('a league whose playoff final was played: its winner first, its loser second, the rest by the table', () => {
    expect(finalPositions('PD', teams, [...league, m(3, 2, 2, 1, 17)])).toEqual([
      { team_id: 3, position: 1 },
      { team_id: 2, position: 2 },
      { team_id: 1, position: 3 },
    ]);
    expect(tablePositions(teams, [...league, m(3, 2, 2, 1, 17)]).get(3)).toBe(3);
  });
  it('a cup: only the final counts', () => {
    expect(finalPositions('UCL', teams, [m(1, 2, 1, 0, 5), m(3, 1, 0, 2, 5), m(1, 2, 0, 3, 6)])).toEqual([
      { team_id: 2, position: 1 },
      { team_id: 1, position: 2 },
    ]);
  });
  it('a drawn final names no champion', () => {
    expect(finalPositions('UEL', teams, [m(1, 2, 1, 1, 4)])).toBeNull();
  });
  it('a cup with no final played has no positions', () => {
    expect(finalPositions('CFM', teams, [m(1, 2, 1, 0, 1)])).toEqual([]);
  });
});

describe('closingLines', () => {
  const positions = [
    { team_id: 2, position: 1 },
    { team_id: 1, position: 2 },
    { team_id: 3, position: 3 },
  ];
  it('pays the prize table and each objective against the table; leaves out teams with nothing to pay', () => {
    const lines = closingLines({
      positions,
      prizeTable: [150, 120],
      tablePositions: new Map([
        [2, 1],
        [1, 2],
        [3, 3],
      ]),
      objectives: new Map([
        [1, 1],
        [3, 3],
      ]),
      step: 10,
    });
    expect(lines).toEqual([
      { team_id: 2, position: 1, prize: 150, objective: null, objective_amount: 0 },
      { team_id: 1, position: 2, prize: 120, objective: 1, objective_amount: -10 },
    ]);
    expect(prizesInClosing(lines)).toBe(2);
  });
  it('a cup pays prizes only', () => {
    expect(closingLines({ positions: positions.slice(0, 2), prizeTable: [50], step: 10 })).toEqual([
      { team_id: 2, position: 1, prize: 50, objective: null, objective_amount: 0 },
    ]);
  });
});
