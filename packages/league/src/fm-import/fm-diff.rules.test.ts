import { describe, expect, it } from 'vitest';
import { searchKey } from '../common/text.rules';
import { matchedRowChanges, sameClub, unmatchedRowChanges, type FmLeague, type FmPlayer, type FmTeam } from './fm-diff.rules';
import { FM_IMPORT_MSG as M } from './fm-import.messages';
import type { FmRow } from './fm-table.rules';

const river: FmTeam = { id: 41, name: 'River Plate', division: null };
const boca: FmTeam = { id: 42, name: 'Boca Juniors', division: null };
const madrid: FmTeam = { id: 1, name: 'Real Madrid', division: 'Primera' };
const free: FmTeam = { id: 61, name: 'Agentes libres', division: null };
const league: FmLeague = { teamsByKey: new Map([river, boca, madrid, free].map((t) => [searchKey(t.name), t])), freeAgents: free, valueFactor: 2 };

const row = (over: Partial<FmRow> = {}): FmRow => ({
  uid: 77,
  name: 'Julián Álvarez',
  club: 'River Plate',
  age: 24,
  ca: 150,
  pa: 170,
  value: { kind: 'amount', currency: '€', amount: 5_000_000 },
  valueText: '€5M',
  nationality: 'ARG',
  positions: 'DC',
  file: 'a.html',
  row: 1,
  ...over,
});
const player = (over: Partial<FmPlayer> = {}): FmPlayer => ({
  id: 9,
  name: 'Julián Álvarez',
  team: river,
  ca: 150,
  pa: 170,
  age: 24,
  value: 10_000_000,
  ...over,
});
const brief = (changes: ReturnType<typeof matchedRowChanges>) => changes.map((c) => [c.id, c.from, c.to, c.applicable, c.note, c.id_team]);

describe('matchedRowChanges', () => {
  it.each([
    ['nothing changed (value × factor 2 = 10M)', row(), player(), 'uid', []],
    [
      'CA, PA, age and value',
      row({ ca: 152, pa: 165, age: 25, value: { kind: 'amount', currency: '€', amount: 6_000_000 } }),
      player(),
      'uid',
      [
        ['77:ca', 150, 152, true, null, null],
        ['77:pa', 170, 165, true, null, null],
        ['77:age', 24, 25, true, null, null],
        ['77:value', 10_000_000, 12_000_000, true, null, null],
      ],
    ],
    ['no value in FM keeps ours', row({ value: { kind: 'none' }, valueText: 'Not for sale' }), player({ value: 1 }), 'uid', []],
    ['matched by name and club: linked', row(), player(), 'name_club', [['77:link:9', null, 77, true, null, null]]],
    ['moved to another outside team', row({ club: 'Boca Juniors' }), player(), 'uid', [['77:club', 'River Plate', 'Boca Juniors', true, null, 42]]],
    ['unattached: to the free agents', row({ club: 'Unattached' }), player(), 'uid', [['77:club', 'River Plate', 'Agentes libres', true, null, 61]]],
    [
      'to a club the league does not have: free agent',
      row({ club: 'Al-Hilal' }),
      player(),
      'uid',
      [['77:club', 'River Plate', 'Agentes libres', true, M.clubNotInLeague('Al-Hilal'), 61]],
    ],
    [
      'to a club that plays in the league: free agent',
      row({ club: 'Real Madrid' }),
      player(),
      'uid',
      [['77:club', 'River Plate', 'Agentes libres', true, M.leagueTeamByMarket('Real Madrid'), 61]],
    ],
    ['a free agent at a club the league does not have stays', row({ club: 'Al-Hilal' }), player({ team: free }), 'uid', []],
    ['a league squad keeps its player whatever FM says', row({ club: 'Manchester City' }), player({ team: madrid }), 'uid', []],
  ] as const)('%s', (_, r, p, match, expected) => {
    expect(brief(matchedRowChanges(r, p, match, league))).toEqual(expected);
  });
});

describe('unmatchedRowChanges', () => {
  it.each([
    ['at an outside club', 'Boca Juniors', 42],
    ['at a league team: free agent', 'Real Madrid', 61],
    ['at an unknown club: free agent', 'Al-Hilal', 61],
  ])('a new player %s', (_, club, teamId) => {
    expect(unmatchedRowChanges(row({ club }), [], league).map((c) => [c.id, c.field, c.id_team])).toEqual([['77:new', 'new', teamId]]);
  });

  it('offers each close candidate as a link', () => {
    const changes = unmatchedRowChanges(row(), [player({ id: 5, name: 'Julian Alvares', team: boca })], league);
    expect(changes.map((c) => [c.id, c.from, c.id_player])).toEqual([
      ['77:new', null, null],
      ['77:link:5', M.linkTo('Julian Alvares', 'Boca Juniors'), 5],
    ]);
  });
});

describe('sameClub', () => {
  it.each([
    ['RIVER PLATE', river, true],
    ['Boca Juniors', river, false],
    ['Sin equipo', free, true],
  ])('%s vs %s', (club, team, same) => expect(sameClub(player({ team }), club, league)).toBe(same));
});
