import { describe, expect, it } from 'vitest';
import { TOP_LIST_SIZE } from '../constants';
import { aggregatePlayerStats, topList, type PlayerMatchStats, type TopListRow } from './top-lists.rules';

const r = (player_id: number, name: string, value: number, team: string | null = 'Boca'): TopListRow => ({ player_id, name, team, value });
const brief = (rows: TopListRow[], size?: number) => topList(rows, size).map((e) => [e.position, e.name, e.value]);

describe('topList', () => {
  it.each<[string, TopListRow[], number | undefined, (string | number)[][]]>([
    ['empty', [], undefined, []],
    ['only zeros', [r(1, 'Ana', 0), r(2, 'Beto', 0)], undefined, []],
    ['drops zeros and negatives', [r(1, 'Ana', 0), r(2, 'Beto', 2), r(3, 'Caro', -1)], undefined, [[1, 'Beto', 2]]],
    [
      'value desc',
      [r(1, 'Ana', 1), r(2, 'Beto', 5), r(3, 'Caro', 3)],
      undefined,
      [
        [1, 'Beto', 5],
        [2, 'Caro', 3],
        [3, 'Ana', 1],
      ],
    ],
    [
      'ties share a position (1,2,2,4)',
      [r(1, 'Ana', 5), r(2, 'Beto', 3), r(3, 'Caro', 3), r(4, 'Dani', 1)],
      undefined,
      [
        [1, 'Ana', 5],
        [2, 'Beto', 3],
        [2, 'Caro', 3],
        [4, 'Dani', 1],
      ],
    ],
    [
      'tie at the top (1,1,3)',
      [r(1, 'Zoe', 4), r(2, 'Ana', 4), r(3, 'Beto', 2)],
      undefined,
      [
        [1, 'Ana', 4],
        [1, 'Zoe', 4],
        [3, 'Beto', 2],
      ],
    ],
    [
      'all tied',
      [r(1, 'Caro', 2), r(2, 'Beto', 2), r(3, 'Ana', 2)],
      undefined,
      [
        [1, 'Ana', 2],
        [1, 'Beto', 2],
        [1, 'Caro', 2],
      ],
    ],
    [
      'names sorted in Spanish',
      [r(1, 'Óscar', 1), r(2, 'Oliver', 1), r(3, 'Pablo', 1)],
      undefined,
      [
        [1, 'Oliver', 1],
        [1, 'Óscar', 1],
        [1, 'Pablo', 1],
      ],
    ],
    [
      'cut at size, even inside a tie',
      [r(1, 'Ana', 3), r(2, 'Beto', 2), r(3, 'Caro', 2)],
      2,
      [
        [1, 'Ana', 3],
        [2, 'Beto', 2],
      ],
    ],
    ['size 0', [r(1, 'Ana', 3)], 0, []],
  ])('%s', (_label, rows, size, expected) => {
    expect(brief(rows, size)).toEqual(expected);
  });

  it(`defaults to TOP_LIST_SIZE (${TOP_LIST_SIZE}) rows`, () => {
    const rows = Array.from({ length: TOP_LIST_SIZE + 5 }, (_, i) => r(i + 1, `J${String(i).padStart(2, '0')}`, 100 - i));
    const list = topList(rows);
    expect(list).toHaveLength(TOP_LIST_SIZE);
    expect(list.at(-1)?.position).toBe(TOP_LIST_SIZE);
  });

  it('keeps the row fields and the team', () => {
    expect(topList([{ ...r(9, 'Ana', 2, null), extra: 'x' }])).toEqual([{ player_id: 9, name: 'Ana', team: null, value: 2, extra: 'x', position: 1 }]);
  });

  it('same name and value: ordered by id, not by input order', () => {
    expect(topList([r(2, 'Ana', 1), r(1, 'Ana', 1)]).map((e) => e.player_id)).toEqual([1, 2]);
  });

  it('does not change the input', () => {
    const rows = [r(1, 'Ana', 1), r(2, 'Beto', 5)];
    topList(rows);
    expect(rows.map((x) => x.player_id)).toEqual([1, 2]);
  });
});

const s = (player_id: number, match_id: number, e: Partial<PlayerMatchStats> = {}): PlayerMatchStats => ({
  player_id,
  match_id,
  goals: 0,
  assists: 0,
  yellow_cards: 0,
  red_cards: 0,
  direct_red: 0,
  mvp: 0,
  simple_injuries: 0,
  serious_injuries: 0,
  ...e,
});
const zero = { goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, direct_red: 0, mvp: 0, simple_injuries: 0, serious_injuries: 0 };

describe('aggregatePlayerStats', () => {
  it.each<[string, PlayerMatchStats[], object[]]>([
    ['empty', [], []],
    ['one clean row is one match played', [s(1, 10)], [{ player_id: 1, matches_played: 1, ...zero }]],
    [
      'sums every field over matches',
      [
        s(1, 10, { goals: 2, assists: 1, yellow_cards: 1, mvp: 1 }),
        s(1, 11, { goals: 1, red_cards: 1, direct_red: 1, simple_injuries: 1 }),
        s(1, 12, { assists: 2, yellow_cards: 2, serious_injuries: 1 }),
      ],
      [
        {
          player_id: 1,
          matches_played: 3,
          goals: 3,
          assists: 3,
          yellow_cards: 3,
          red_cards: 1,
          direct_red: 1,
          mvp: 1,
          simple_injuries: 1,
          serious_injuries: 1,
        },
      ],
    ],
    ['a direct red alone is a red card too', [s(1, 10, { direct_red: 1 })], [{ player_id: 1, matches_played: 1, ...zero, red_cards: 1, direct_red: 1 }]],
    [
      'a direct red and a red in one match is one red',
      [s(1, 10, { red_cards: 1, direct_red: 1 }), s(1, 11, { red_cards: 1 })],
      [{ player_id: 1, matches_played: 2, ...zero, red_cards: 2, direct_red: 1 }],
    ],
    ['two rows for one match count one match', [s(1, 10, { goals: 1 }), s(1, 10, { goals: 1 })], [{ player_id: 1, matches_played: 1, ...zero, goals: 2 }]],
    [
      'missing or null direct_red reads as 0',
      [
        { ...s(1, 10), direct_red: undefined },
        { ...s(1, 11), direct_red: null },
      ],
      [{ player_id: 1, matches_played: 2, ...zero }],
    ],
    [
      'separate players, by id',
      [s(5, 10, { goals: 1 }), s(2, 10, { assists: 1 }), s(5, 11, { goals: 2 })],
      [
        { player_id: 2, matches_played: 1, ...zero, assists: 1 },
        { player_id: 5, matches_played: 2, ...zero, goals: 3 },
      ],
    ],
  ])('%s', (_label, rows, expected) => {
    expect(aggregatePlayerStats(rows)).toEqual(expected);
  });
});
