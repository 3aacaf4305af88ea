import { describe, expect, it } from 'vitest';
import {
  legacyDivision,
  legacyFlag,
  legacyPlayerStatus,
  legacyPosition,
  legacyRating,
  legacyRole,
  legacyStage,
  legacyTournamentType,
  outcomeOfOdd,
  palmaresRows,
  playerNameIndex,
  resolvePlayerNames,
  seasonNumber,
  titleCounters,
} from './legacy.rules';

describe('legacyFlag', () => {
  it.each([
    ['si', true],
    ['SI', true],
    ['sí', true],
    ['yes', true],
    ['on', true],
    [1, true],
    ['1', true],
    ['no', false],
    ['off', false],
    [0, false],
    ['', false],
    [null, false],
    [undefined, false],
    ['maybe', undefined],
    ['confirmado', undefined],
  ])('%j -> %s', (value, expected) => expect(legacyFlag(value)).toBe(expected));
});

describe('legacyRating', () => {
  it.each([
    ['8.5', '8.5'],
    [8.5, '8.5'],
    ['7', '7.0'],
    [0, '0.0'],
    [null, null],
    [undefined, null],
    ['', null],
    ['muy bien', null],
    [-1, null],
  ])('%j -> %j', (value, expected) => expect(legacyRating(value)).toBe(expected));
});

describe('legacyDivision', () => {
  it.each([
    ['Primera', { division: 'Primera' }],
    ['segunda', { division: 'Segunda' }],
    ['', { division: null }],
    ['  ', { division: null }],
    [null, { division: null }],
    ['Tercera', undefined],
  ])('%j', (value, expected) => expect(legacyDivision(value)).toEqual(expected));
});

describe('legacyRole', () => {
  it.each([
    ['Visitante', 'visitante'],
    [null, 'visitante'],
    ['Admin', 'Admin'],
    ['manager primera', 'Manager Primera'],
    ['Organizador', 'Organizador'],
    ['Capitán', undefined],
  ])('%j -> %s', (value, expected) => expect(legacyRole(value)).toBe(expected));
});

describe('legacyPlayerStatus', () => {
  it.each([
    [null, 'registrado'],
    ['', 'registrado'],
    ['Liberado', 'liberado'],
    ['bloqueado', 'bloqueado'],
    ['lesionado', undefined],
  ])('%j -> %s', (value, expected) => expect(legacyPlayerStatus(value)).toBe(expected));
});

describe('legacyTournamentType and legacyStage', () => {
  it.each([
    ['PD', 'PD'],
    ['ucl', 'UCL'],
    ['Copa', undefined],
    [null, undefined],
  ])('type %j -> %s', (value, expected) => expect(legacyTournamentType(value)).toBe(expected));

  it.each([
    ['PD', '7', 7],
    ['PD', 'Fecha 12', 12],
    ['PD', 'Final', 17],
    ['SD', 'final', 18],
    ['UCL', 'Semifinal', 5],
    ['CFM', 'Octavos', 2],
    ['PD', 'Grupo A', undefined],
    ['PD', '', undefined],
  ] as const)('%s stage %j -> %s', (type, value, expected) => expect(legacyStage(type, value)).toBe(expected));
});

describe('seasonNumber and legacyPosition', () => {
  it.each([
    ['Temporada 57', 57],
    ['T61', 61],
    ['Temporada 9 (2019)', 9],
    ['Inaugural', undefined],
  ])('season %j -> %s', (name, expected) => expect(seasonNumber(name)).toBe(expected));

  it.each([
    ['1', 1],
    ['2°', 2],
    ['3ro', 3],
    ['Campeón', undefined],
    ['0', undefined],
  ])('position %j -> %s', (value, expected) => expect(legacyPosition(value)).toBe(expected));
});

describe('titleCounters', () => {
  it('keeps the counters a team has, leaving out nulls and zeros', () => {
    expect(titleCounters({ title_first_division: 3, title_cup: 0, title_ucl: null, title_super_cup: '2', other: 9 })).toEqual({
      title_first_division: 3,
      title_super_cup: 2,
    });
  });
});

describe('palmaresRows', () => {
  it('lists teams with titles, most first, counters in the old order', () => {
    expect(
      palmaresRows([
        { id: 1, name: 'B', titles: { title_cup: 1 } },
        { id: 2, name: 'A', titles: { title_super_cup: 2, title_first_division: 3 } },
        { id: 3, name: 'C', titles: {} },
        { id: 4, name: 'A2', titles: { title_cup: 1, title_ucl: 0 } },
      ]),
    ).toEqual([
      {
        team: { id: 2, name: 'A' },
        titles: [
          { key: 'title_first_division', count: 3 },
          { key: 'title_super_cup', count: 2 },
        ],
        total: 5,
      },
      { team: { id: 4, name: 'A2' }, titles: [{ key: 'title_cup', count: 1 }], total: 1 },
      { team: { id: 1, name: 'B' }, titles: [{ key: 'title_cup', count: 1 }], total: 1 },
    ]);
  });
});

describe('outcomeOfOdd', () => {
  const odds = { Home: '1.90', Draw: '3.20', Away: '4.10', Under: '1.80', Over: '1.90' };
  it.each([
    ['3.20', { outcome: 'Draw' }],
    [4.1, { outcome: 'Away' }],
    ['1.80', { outcome: 'Under' }],
    ['1.90', { ambiguous: ['Home', 'Over'] }],
    ['2.00', { unknown: true }],
    [null, { unknown: true }],
  ])('%j -> %j', (selected, expected) => expect(outcomeOfOdd(selected, odds)).toEqual(expected));
});

describe('resolvePlayerNames', () => {
  const index = playerNameIndex([
    { id: 1, name: 'Lionel Messi', deleted: false },
    { id: 2, name: 'Julián Álvarez', deleted: false },
    { id: 3, name: 'Juan Pérez', deleted: false },
    { id: 4, name: 'juan perez', deleted: false },
    { id: 5, name: 'Viejo Crack', deleted: true },
  ]);
  it.each([
    ['Lionel Messi', [1], []],
    ['lionel messi, JULIAN ALVAREZ', [1, 2], []],
    [' Lionel Messi ,, Lionel Messi', [1], []],
    ['Juan Perez', [], [{ name: 'Juan Perez', kind: 'ambiguous', count: 2 }]],
    ['Viejo Crack', [], [{ name: 'Viejo Crack', kind: 'deleted' }]],
    ['Nadie, Lionel Messi', [1], [{ name: 'Nadie', kind: 'unknown' }]],
    ['', [], []],
  ])('%j', (text, ids, problems) => expect(resolvePlayerNames(text, index)).toEqual({ ids, problems }));
});
