import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES, type SeasonRules } from '../season-rules';
import { returnAfterReleaseError, returnAfterReleaseRefusal, transferShare } from './release.rules';
import { SQUAD_ACTIONS_MSG as M } from './squad-actions.messages';
import { releaseCredit } from './squad-actions.rules';

const rules = (over: Partial<SeasonRules> = {}): SeasonRules => ({ ...DEFAULT_SEASON_RULES, ...over });
const ON = rules();
const OFF = rules({ release_no_return: false, release_capped_by_price: false });

describe('returnAfterReleaseError', () => {
  it.each([
    ['his own releasing team, setting on', { teamId: 3, releasedBy: [3] }, ON, M.releasedCannotReturn('Juan')],
    ['one of two teams that released him', { teamId: 5, releasedBy: [3, 5] }, ON, M.releasedCannotReturn('Juan')],
    ['another team', { teamId: 4, releasedBy: [3] }, ON, null],
    ['nobody released him this season', { teamId: 3, releasedBy: [] }, ON, null],
    ['his releasing team, setting off', { teamId: 3, releasedBy: [3] }, OFF, null],
  ])('%s', (_, input, r, expected) => expect(returnAfterReleaseError({ player: 'Juan', ...input }, r)).toBe(expected));
});

describe('returnAfterReleaseRefusal', () => {
  const juan = { id: 1, name: 'Juan' };
  const pedro = { id: 2, name: 'Pedro' };
  const releasing = new Map([
    [1, [3]],
    [2, [3, 5]],
  ]);
  it.each([
    ['the one player back to his releasing team', [juan], 3, ON, M.releasedCannotReturn('Juan')],
    ['the first of two players refused names him', [juan, pedro], 3, ON, M.releasedCannotReturn('Juan')],
    ['only the second player was released by that team', [juan, pedro], 5, ON, M.releasedCannotReturn('Pedro')],
    ['neither was released by that team', [juan, pedro], 4, ON, null],
    ['a player nobody released', [{ id: 9, name: 'Nadie' }], 3, ON, null],
    ['no players', [], 3, ON, null],
    ['his releasing team, setting off', [juan, pedro], 3, OFF, null],
  ])('%s', (_, players, teamId, r, expected) => expect(returnAfterReleaseRefusal({ players, teamId, releasing }, r)).toBe(expected));
});

describe('releaseCredit with the price paid this season', () => {
  it.each([
    ['did not arrive this season', 10_000_000, null, ON, 6_000_000],
    ['bought back at auction for half his value', 10_000_000, 5_000_000, ON, 5_000_000],
    ['bought for more than the credit', 10_000_000, 9_000_000, ON, 6_000_000],
    ['bought for exactly the credit', 10_000_000, 6_000_000, ON, 6_000_000],
    ['arrived for nothing', 10_000_000, 0, ON, 0],
    ['bought cheap, cap off', 10_000_000, 5_000_000, OFF, 6_000_000],
  ])('%s', (_, value, paid, r, credit) => expect(releaseCredit(value, r, paid)).toBe(credit));

  it('closes the pump: release, buy back at the lowest first bid, release again gains nothing', () => {
    const value = 10_000_000;
    const firstRelease = releaseCredit(value, ON);
    const buyBack = Math.ceil(value * ON.auction_start_factor);
    const secondRelease = releaseCredit(value, ON, buyBack);
    expect(firstRelease - buyBack + secondRelease - firstRelease).toBeLessThanOrEqual(0);
  });
});

describe('transferShare', () => {
  it.each([
    [20_000_000, 1, 20_000_000],
    [20_000_000, 2, 10_000_000],
    [10, 3, 3],
    [0, 2, 0],
  ])('%i for %i players -> %i', (budget, players, share) => expect(transferShare(budget, players)).toBe(share));
});
