import { describe, expect, it } from 'vitest';
import type { TournamentType } from '../constants';
import { earnedSuspensions, redCardsOf, suspendedFor, type Suspension, type SuspensionStatRow } from './suspensions.rules';

describe('redCardsOf: a direct red is the match red card', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [0, 1, 1],
    [1, 1, 1],
    [null, 1, 1],
    [0, null, 0],
    [0, undefined, 0],
  ])('red_cards %o, direct_red %o -> %i', (red_cards, direct_red, reds) => expect(redCardsOf({ red_cards, direct_red })).toBe(reds));
});

type Events = Partial<Omit<SuspensionStatRow, 'player_id' | 'stage'>>;
const row = (player_id: number, stage: number, e: Events = {}): SuspensionStatRow => ({
  player_id,
  stage,
  yellow_cards: 0,
  red_cards: 0,
  direct_red: 0,
  simple_injuries: 0,
  serious_injuries: 0,
  ...e,
});
const y = (n: number): Events => ({ yellow_cards: n });
const out = (player_id: number, reasons: string[], rounds_left: number): Suspension => ({ player_id, reasons, rounds_left });

type Case = [label: string, type: TournamentType, rows: SuspensionStatRow[], nextStage: number, expected: Suspension[]];

describe('suspendedFor: league yellows (PD, SD)', () => {
  it.each<Case>([
    ['two yellows: nothing', 'PD', [row(7, 1, y(1)), row(7, 2, y(1))], 3, []],
    ['third yellow: out next round', 'PD', [row(7, 1, y(2)), row(7, 2, y(1))], 3, [out(7, ['3 amarillas'], 1)]],
    ['third yellow: back the round after', 'PD', [row(7, 1, y(2)), row(7, 2, y(1))], 4, []],
    ['third and fourth in one match (2 -> 4): one round', 'PD', [row(7, 1, y(2)), row(7, 2, y(2))], 3, [out(7, ['3 amarillas'], 1)]],
    ['yellows in different rounds add up', 'SD', [row(7, 1, y(1)), row(7, 4, y(1)), row(7, 9, y(1))], 10, [out(7, ['3 amarillas'], 1)]],
    ['fourth and fifth yellow: nothing', 'PD', [row(7, 1, y(2)), row(7, 2, y(1)), row(7, 4, y(2))], 5, []],
    ['sixth yellow: out two rounds (first)', 'PD', [row(7, 1, y(2)), row(7, 2, y(1)), row(7, 4, y(2)), row(7, 5, y(1))], 6, [out(7, ['6 amarillas'], 2)]],
    ['sixth yellow: out two rounds (second)', 'PD', [row(7, 1, y(2)), row(7, 2, y(1)), row(7, 4, y(2)), row(7, 5, y(1))], 7, [out(7, ['6 amarillas'], 1)]],
    ['sixth yellow: back after two rounds', 'PD', [row(7, 1, y(2)), row(7, 2, y(1)), row(7, 4, y(2)), row(7, 5, y(1))], 8, []],
    ['fifth to seventh in one match crosses 6', 'PD', [row(7, 1, y(2)), row(7, 2, y(2)), row(7, 4, y(1)), row(7, 5, y(2))], 6, [out(7, ['6 amarillas'], 2)]],
    ['no threshold past 6', 'PD', [row(7, 1, y(2)), row(7, 2, y(2)), row(7, 4, y(2)), row(7, 7, y(2)), row(7, 8, y(1))], 9, []],
    ['third yellow in Fecha 13: out for the Playin', 'PD', [row(7, 12, y(2)), row(7, 13, y(1))], 14, [out(7, ['3 amarillas'], 1)]],
    ['league yellows do not reset at the semifinal', 'PD', [row(7, 10, y(2)), row(7, 16, y(1))], 17, [out(7, ['3 amarillas'], 1)]],
    ['SD semifinal (15) suspension is served in the final (18)', 'SD', [row(7, 14, y(2)), row(7, 15, y(1))], 18, [out(7, ['3 amarillas'], 1)]],
    ['SD stage 16 is read as the final', 'SD', [row(7, 14, y(2)), row(7, 15, y(1))], 16, [out(7, ['3 amarillas'], 1)]],
    ['SD two rounds from the Cuartos cover Semifinal and Final', 'SD', [row(7, 14, { direct_red: 1 })], 18, [out(7, ['Roja directa'], 1)]],
    ['earned in the final: nothing within the tournament', 'PD', [row(7, 16, y(2)), row(7, 17, { red_cards: 1 })], 17, []],
  ])('%s', (_label, type, rows, next, expected) => {
    expect(suspendedFor(type, rows, next)).toEqual(expected);
  });
});

describe('suspendedFor: cup yellows (UCL, UEL, CFM)', () => {
  it.each<Case>([
    ['one yellow: nothing', 'UCL', [row(7, 1, y(1))], 2, []],
    ['second yellow: out next round', 'UCL', [row(7, 1, y(1)), row(7, 2, y(1))], 3, [out(7, ['2 amarillas'], 1)]],
    ['two in one match: out next round', 'CFM', [row(7, 1, y(2))], 2, [out(7, ['2 amarillas'], 1)]],
    ['back the round after', 'UCL', [row(7, 1, y(1)), row(7, 2, y(1))], 4, []],
    ['third yellow: nothing', 'UCL', [row(7, 1, y(2)), row(7, 3, y(1))], 4, []],
    ['fourth yellow: out again', 'UCL', [row(7, 1, y(2)), row(7, 3, y(1)), row(7, 4, y(1))], 5, [out(7, ['2 amarillas'], 1)]],
    ['three in one stage (two legs) cross once: one round', 'UCL', [row(7, 2, y(2)), row(7, 2, y(1))], 3, [out(7, ['2 amarillas'], 1)]],
    ['two legs of one stage add up', 'CFM', [row(7, 2, y(1)), row(7, 2, y(1))], 3, [out(7, ['2 amarillas'], 1)]],
    ['second yellow in the Cuartos: out for the Semifinal', 'UCL', [row(7, 3, y(1)), row(7, 4, y(1))], 5, [out(7, ['2 amarillas'], 1)]],
    ['yellow before + yellow in the Semifinal: reset, nothing', 'UCL', [row(7, 4, y(1)), row(7, 5, y(1))], 6, []],
    ['UEL reset: Cuartos + Semifinal, nothing in the Final', 'UEL', [row(7, 2, y(1)), row(7, 3, y(1))], 4, []],
    ['CFM reset: Cuartos + Semifinal, nothing in the Final', 'CFM', [row(7, 3, y(1)), row(7, 4, y(1))], 5, []],
    ['two yellows in the Semifinal: out for the Final', 'UEL', [row(7, 3, y(2))], 4, [out(7, ['2 amarillas'], 1)]],
    ['odd count before the reset is lost', 'UCL', [row(7, 1, y(2)), row(7, 2, y(1)), row(7, 5, y(1))], 6, []],
    ['Semifinal + Final: earned in the last stage, nothing inside', 'UCL', [row(7, 5, y(1)), row(7, 6, y(1))], 6, []],
  ])('%s', (_label, type, rows, next, expected) => {
    expect(suspendedFor(type, rows, next)).toEqual(expected);
  });
});

describe('suspendedFor: reds and injuries', () => {
  it.each<Case>([
    ['red: out next round', 'PD', [row(7, 5, { red_cards: 1 })], 6, [out(7, ['Roja'], 1)]],
    ['red: back after one', 'PD', [row(7, 5, { red_cards: 1 })], 7, []],
    ['direct red: first of two', 'UCL', [row(7, 4, { direct_red: 1 })], 5, [out(7, ['Roja directa'], 2)]],
    ['direct red: second of two', 'UCL', [row(7, 4, { direct_red: 1 })], 6, [out(7, ['Roja directa'], 1)]],
    ['direct red: back after two', 'PD', [row(7, 4, { direct_red: 1 })], 7, []],
    ['direct red marked with red_cards too: counted once', 'PD', [row(7, 4, { red_cards: 1, direct_red: 1 })], 5, [out(7, ['Roja directa'], 2)]],
    ['missing direct_red reads as 0', 'PD', [{ ...row(7, 4, { red_cards: 1 }), direct_red: undefined }], 5, [out(7, ['Roja'], 1)]],
    ['null direct_red reads as 0', 'PD', [{ ...row(7, 4), direct_red: null }], 5, []],
    ['injury: out next round', 'CFM', [row(7, 1, { simple_injuries: 1 })], 2, [out(7, ['Lesión'], 1)]],
    ['injury: back after one', 'CFM', [row(7, 1, { simple_injuries: 1 })], 3, []],
    ['serious injury: first of two', 'SD', [row(7, 3, { serious_injuries: 1 })], 4, [out(7, ['Lesión grave'], 2)]],
    ['serious injury: second of two', 'SD', [row(7, 3, { serious_injuries: 1 })], 5, [out(7, ['Lesión grave'], 1)]],
    ['serious injury: back after two', 'SD', [row(7, 3, { serious_injuries: 1 })], 6, []],
    ['red + serious injury: longest wins (first)', 'PD', [row(7, 2, { red_cards: 1, serious_injuries: 1 })], 3, [out(7, ['Roja', 'Lesión grave'], 2)]],
    ['red + serious injury: longest wins (second)', 'PD', [row(7, 2, { red_cards: 1, serious_injuries: 1 })], 4, [out(7, ['Lesión grave'], 1)]],
    [
      'third yellow + red in one match: one round, not two',
      'PD',
      [row(7, 1, y(1)), row(7, 2, { yellow_cards: 2, red_cards: 1 })],
      3,
      [out(7, ['3 amarillas', 'Roja'], 1)],
    ],
    ['third yellow + red in one match: back after one', 'PD', [row(7, 1, y(1)), row(7, 2, { yellow_cards: 2, red_cards: 1 })], 4, []],
    ['a clean row earns nothing', 'PD', [row(7, 2)], 3, []],
    ['negative counts are ignored', 'PD', [row(7, 2, { yellow_cards: -3, red_cards: -1 }), row(7, 3, y(3))], 4, [out(7, ['3 amarillas'], 1)]],
    ['matches at or after nextStage do not count', 'PD', [row(7, 5, { red_cards: 1 }), row(8, 6, { direct_red: 1 })], 5, []],
    ['earlier round served, later one pending', 'PD', [row(7, 1, { red_cards: 1 }), row(7, 3, { simple_injuries: 1 })], 4, [out(7, ['Lesión'], 1)]],
    [
      'several players, by id',
      'PD',
      [row(9, 1, { red_cards: 1 }), row(3, 1, { serious_injuries: 1 }), row(5, 1, y(1))],
      2,
      [out(3, ['Lesión grave'], 2), out(9, ['Roja'], 1)],
    ],
    ['no rows', 'UEL', [], 1, []],
  ])('%s', (_label, type, rows, next, expected) => {
    expect(suspendedFor(type, rows, next)).toEqual(expected);
  });
});

describe('earnedSuspensions', () => {
  it('lists every cause with the stages it covers', () => {
    expect(
      earnedSuspensions('SD', [
        row(2, 14, { direct_red: 1 }),
        row(1, 1, y(2)),
        row(1, 2, { yellow_cards: 1, simple_injuries: 1 }),
        row(1, 15, { red_cards: 1 }),
      ]),
    ).toEqual([
      { player_id: 1, stage: 2, reason: '3 amarillas', stages: [3] },
      { player_id: 1, stage: 2, reason: 'Lesión', stages: [3] },
      { player_id: 1, stage: 15, reason: 'Roja', stages: [18] },
      { player_id: 2, stage: 14, reason: 'Roja directa', stages: [15, 18] },
    ]);
  });
  it('a suspension earned in the final covers stages never played', () => {
    expect(earnedSuspensions('UEL', [row(1, 4, { serious_injuries: 1 })])).toEqual([{ player_id: 1, stage: 4, reason: 'Lesión grave', stages: [5, 6] }]);
  });
  it('does not depend on row order', () => {
    const rows = [row(1, 1, y(1)), row(1, 2, y(1)), row(1, 3, y(1)), row(2, 3, { red_cards: 1 })];
    expect(earnedSuspensions('PD', [...rows].reverse())).toEqual(earnedSuspensions('PD', rows));
  });
});
