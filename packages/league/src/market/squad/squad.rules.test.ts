import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES } from '../season-rules';
import { formatDecimal, squadStats, squadWarnings, type SquadStats } from './squad.rules';

const p = (ca: number, age = 25, status: string | null = 'registrado') => ({ ca, age, status });

describe('squadStats', () => {
  it('is all zeros for an empty squad', () => {
    expect(squadStats([])).toEqual({
      average_ca_best16: 0,
      blocked: 0,
      older_than_20: 0,
      registered: 0,
      registered_older_than_20: 0,
      youth: 0,
      total: 0,
    });
  });

  it.each([
    ['one player', [p(150)], 150],
    ['fewer than 16 averages all', [p(150), p(151), p(153)], 151.33],
    ['rounds half up to 2 decimals', [p(100), p(101), p(101), p(101), p(101), p(101), p(101), p(101)], 100.88], // 100.875
    ['exactly 16', Array.from({ length: 16 }, (_, i) => p(150 + i)), 157.5],
    ['only the best 16 count, in any order', [p(10), ...Array.from({ length: 16 }, () => p(160)), p(5)], 160],
    [
      'best 16 of 24',
      [...Array.from({ length: 8 }, () => p(140)), ...Array.from({ length: 8 }, () => p(170)), ...Array.from({ length: 8 }, () => p(150))],
      160,
    ],
  ])('%s', (_name, players, average) => expect(squadStats(players).average_ca_best16).toBe(average));

  it('counts statuses and ages (senior means older than 20, youth 20 or younger)', () => {
    const players = [
      p(150, 21, 'registrado'),
      p(150, 20, 'registrado'),
      p(150, 19, 'bloqueado'),
      p(150, 30, 'bloqueado'),
      p(150, 33, 'liberado'),
      p(150, 18, 'restringido'),
      p(150, 25, null),
    ];
    expect(squadStats(players)).toEqual({
      average_ca_best16: 150,
      blocked: 2,
      older_than_20: 4,
      registered: 2,
      registered_older_than_20: 1,
      youth: 3,
      total: 7,
    });
  });
});

describe('squadWarnings', () => {
  const ok: SquadStats = {
    average_ca_best16: 150,
    blocked: 4,
    older_than_20: 18,
    registered: 20,
    registered_older_than_20: 16,
    youth: 6,
    total: 24,
  };
  it.each([
    ['within every limit', ok, 'Primera', []],
    ['at the Primera CA limit', { ...ok, average_ca_best16: 160 }, 'Primera', []],
    [
      'over the Primera CA limit',
      { ...ok, average_ca_best16: 161.5 },
      'Primera',
      ['El promedio de CA de los mejores 16 (161,5) supera el límite de 160 de Primera.'],
    ],
    [
      'over the Segunda CA limit',
      { ...ok, average_ca_best16: 153.25 },
      'Segunda',
      ['El promedio de CA de los mejores 16 (153,25) supera el límite de 153 de Segunda.'],
    ],
    ['same average fine in Primera', { ...ok, average_ca_best16: 153.25 }, 'Primera', []],
    ['no division, no CA check', { ...ok, average_ca_best16: 199 }, null, []],
    ['too many seniors', { ...ok, older_than_20: 19 }, 'Primera', ['El plantel tiene 19 jugadores mayores de 20 años; el máximo es 18.']],
    ['too many youth', { ...ok, youth: 7 }, 'Segunda', ['El plantel tiene 7 juveniles (20 años o menos); el máximo es 6.']],
    ['too many blocked', { ...ok, blocked: 5 }, null, ['El plantel tiene 5 jugadores bloqueados; el máximo es 4.']],
    [
      'everything at once, in a fixed order',
      { ...ok, average_ca_best16: 170, older_than_20: 20, youth: 8, blocked: 6 },
      'Primera',
      [
        'El promedio de CA de los mejores 16 (170) supera el límite de 160 de Primera.',
        'El plantel tiene 20 jugadores mayores de 20 años; el máximo es 18.',
        'El plantel tiene 8 juveniles (20 años o menos); el máximo es 6.',
        'El plantel tiene 6 jugadores bloqueados; el máximo es 4.',
      ],
    ],
  ] as const)('%s', (_name, stats, division, warnings) => {
    expect(squadWarnings(stats, division, DEFAULT_SEASON_RULES)).toEqual(warnings);
  });

  it.each([
    ['blocked by status but few blocks used', { ...ok, blocked: 6 }, 2, []],
    ['the blocks used at the limit', { ...ok, blocked: 0 }, 4, []],
    ['more blocks used than the limit (lowered later)', { ...ok, blocked: 0 }, 5, ['El equipo usó 5 bloqueos esta temporada; el máximo es 4.']],
  ] as const)('with the blocks used: %s', (_name, stats, used, warnings) => {
    expect(squadWarnings(stats, 'Primera', DEFAULT_SEASON_RULES, used)).toEqual(warnings);
  });
});

describe('formatDecimal', () => {
  it.each([
    [161.5, '161,5'],
    [153.25, '153,25'],
    [160, '160'],
    [0, '0'],
  ])('%d -> %s', (n, text) => expect(formatDecimal(n)).toBe(text));
});
