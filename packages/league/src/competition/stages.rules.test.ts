import { describe, expect, it } from 'vitest';
import { FIXTURE_ROUNDS, TOURNAMENT_TYPES, type TournamentType } from '../constants';
import { isSemifinalOrLater, nextStageAfter, playableStage, semifinalStage, stageName, stageOptions, tournamentToOpen } from './stages.rules';

describe('tournamentToOpen', () => {
  const season = [
    { id: 1, type: 'UCL' },
    { id: 2, type: 'SD' },
    { id: 3, type: 'PD' },
    { id: 4, type: 'CFM' },
  ] as const;
  it.each([
    ['a Primera manager: Primera’s league', season, 'Primera', 3],
    ['a Segunda manager: Segunda’s league', season, 'Segunda', 2],
    ['no team (staff, a visitante): Primera’s league', season, null, 3],
    ['a team outside the divisions: Primera’s league', season, '', 3],
    ['no league of his division this season: Primera’s', season.filter((t) => t.type !== 'SD'), 'Segunda', 3],
    ['no league at all: the season’s first', season.filter((t) => t.type === 'UCL' || t.type === 'CFM'), 'Primera', 1],
    ['no tournament: none', [], 'Primera', undefined],
  ] as const)('%s', (_, tournaments, division, id) => {
    expect(tournamentToOpen(tournaments, division)?.id).toBe(id);
  });
});

describe('stageName', () => {
  it.each<[TournamentType, number, string]>([
    ['PD', 1, 'Fecha 1'],
    ['PD', 13, 'Fecha 13'],
    ['PD', 14, 'Playin'],
    ['PD', 15, 'Cuartos'],
    ['PD', 16, 'Semifinal'],
    ['PD', 17, 'Final'],
    ['PD', 18, 'Fecha 18'],
    ['SD', 1, 'Fecha 1'],
    ['SD', 13, 'Fecha 13'],
    ['SD', 14, 'Cuartos'],
    ['SD', 15, 'Semifinal'],
    ['SD', 16, 'Fecha 16'],
    ['SD', 17, 'Fecha 17'],
    ['SD', 18, 'Final'],
    ['UCL', 1, 'Ronda 1'],
    ['UCL', 3, 'Ronda 3'],
    ['UCL', 4, 'Cuartos'],
    ['UCL', 5, 'Semifinal'],
    ['UCL', 6, 'Final'],
    ['UCL', 7, 'Ronda 7'],
    ['UEL', 1, 'Octavos'],
    ['UEL', 2, 'Cuartos'],
    ['UEL', 3, 'Semifinal'],
    ['UEL', 4, 'Final'],
    ['UEL', 5, 'Ronda 5'],
    ['CFM', 1, 'primera ronda'],
    ['CFM', 2, 'Octavos'],
    ['CFM', 3, 'Cuartos'],
    ['CFM', 4, 'Semifinal'],
    ['CFM', 5, 'Final'],
    ['CFM', 6, 'Ronda 6'],
  ])('%s stage %i -> %s', (type, stage, name) => {
    expect(stageName(type, stage)).toBe(name);
  });
});

describe('semifinalStage / isSemifinalOrLater', () => {
  it.each<[TournamentType, number]>([
    ['PD', 16],
    ['SD', 15],
    ['UCL', 5],
    ['UEL', 3],
    ['CFM', 4],
  ])('%s semifinal is stage %i', (type, semi) => {
    expect(semifinalStage(type)).toBe(semi);
    expect(isSemifinalOrLater(type, semi - 1)).toBe(false);
    expect(isSemifinalOrLater(type, semi)).toBe(true);
    expect(isSemifinalOrLater(type, semi + 1)).toBe(true);
  });
  it('every type has a semifinal', () => {
    for (const type of TOURNAMENT_TYPES) expect(semifinalStage(type)).toBeTypeOf('number');
  });
});

describe('nextStageAfter / playableStage', () => {
  it.each<[TournamentType, number, number]>([
    ['PD', 1, 2],
    ['PD', 13, 14],
    ['PD', 16, 17],
    ['PD', 17, 18],
    ['SD', 13, 14],
    ['SD', 14, 15],
    ['SD', 15, 18],
    ['SD', 16, 18],
    ['SD', 18, 19],
    ['UCL', 3, 4],
    ['UCL', 6, 7],
    ['UEL', 4, 5],
    ['CFM', 1, 2],
  ])('%s after %i comes %i', (type, stage, next) => {
    expect(nextStageAfter(type, stage)).toBe(next);
  });
  it.each<[TournamentType, number, number]>([
    ['SD', 16, 18],
    ['SD', 17, 18],
    ['SD', 18, 18],
    ['SD', 19, 19],
    ['SD', 5, 5],
    ['PD', 15, 15],
    ['UCL', 2, 2],
  ])('%s stage %i is played as %i', (type, stage, playable) => {
    expect(playableStage(type, stage)).toBe(playable);
  });
});

describe('stageOptions', () => {
  const rounds = Array.from({ length: FIXTURE_ROUNDS }, (_, i) => ({ value: i + 1, label: `Fecha ${i + 1}` }));
  it.each<[TournamentType, { value: number; label: string }[]]>([
    ['PD', [...rounds, { value: 14, label: 'Playin' }, { value: 15, label: 'Cuartos' }, { value: 16, label: 'Semifinal' }, { value: 17, label: 'Final' }]],
    ['SD', [...rounds, { value: 14, label: 'Cuartos' }, { value: 15, label: 'Semifinal' }, { value: 18, label: 'Final' }]],
    [
      'UCL',
      [
        { value: 4, label: 'Cuartos' },
        { value: 5, label: 'Semifinal' },
        { value: 6, label: 'Final' },
      ],
    ],
    [
      'UEL',
      [
        { value: 1, label: 'Octavos' },
        { value: 2, label: 'Cuartos' },
        { value: 3, label: 'Semifinal' },
        { value: 4, label: 'Final' },
      ],
    ],
    [
      'CFM',
      [
        { value: 1, label: 'primera ronda' },
        { value: 2, label: 'Octavos' },
        { value: 3, label: 'Cuartos' },
        { value: 4, label: 'Semifinal' },
        { value: 5, label: 'Final' },
      ],
    ],
  ])('%s', (type, options) => {
    expect(stageOptions(type)).toEqual(options);
  });
});
