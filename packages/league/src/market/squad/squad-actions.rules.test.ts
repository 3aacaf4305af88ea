import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES, type SeasonRules } from '../season-rules';
import { SQUAD_ACTIONS_MSG as M } from './squad-actions.messages';
import {
  blockCost,
  blockRefusal,
  blocksLeft,
  playerActionOptions,
  registerRefusal,
  releaseCredit,
  releaseRefusal,
  type ActionTeam,
} from './squad-actions.rules';

const rules = (over: Partial<SeasonRules> = {}): SeasonRules => ({ ...DEFAULT_SEASON_RULES, ...over });
const team = (over: Partial<ActionTeam> = {}): ActionTeam => ({
  division: 'Primera',
  blocksUsed: 1,
  blockedThisSeason: [],
  registeredSeniors: 0,
  registeredYouth: 0,
  ...over,
});
const player = (over: Partial<{ id: number; name: string; status: string; ca: number; age: number; value: number }> = {}) => ({
  id: 7,
  name: 'Juan Pérez',
  status: 'registrado',
  ca: 150,
  age: 25,
  value: 10_000_000,
  ...over,
});

describe('blockCost', () => {
  it.each([
    // [ca, division, blocks used, cost]
    [150, 'Primera', 0, 0],
    [199, 'Segunda', 0, 0],
    [179, 'Primera', 1, 40_000_000],
    [180, 'Primera', 1, 60_000_000],
    [200, 'Primera', 1, 60_000_000],
    [201, 'Primera', 1, 60_000_000],
    [179, 'Segunda', 1, 60_000_000],
    [180, 'Segunda', 1, 85_000_000],
    [200, 'Segunda', 3, 85_000_000],
    [1, 'Segunda', 2, 60_000_000],
  ] as const)('CA %i in %s after %i blocks costs %i', (ca, division, blocksUsed, cost) => {
    expect(blockCost({ ca, division, blocksUsed }, DEFAULT_SEASON_RULES)).toBe(cost);
  });

  it('reads the prices, the CA line and the free blocks from the season', () => {
    const r = rules({ block_free_per_season: 2, block_high_ca: 170, block_cost_high_primera: 7, block_cost_low_primera: 3 });
    expect(blockCost({ ca: 190, division: 'Primera', blocksUsed: 1 }, r)).toBe(0);
    expect(blockCost({ ca: 170, division: 'Primera', blocksUsed: 2 }, r)).toBe(7);
    expect(blockCost({ ca: 169, division: 'Primera', blocksUsed: 2 }, r)).toBe(3);
    expect(blockCost({ ca: 190, division: 'Primera', blocksUsed: 0 }, rules({ block_free_per_season: 0 }))).toBe(60_000_000);
  });
});

describe('blocksLeft', () => {
  it.each([
    [0, 4, 4],
    [3, 4, 1],
    [4, 4, 0],
    [5, 4, 0],
    [0, 0, 0],
  ])('%i used of %i leaves %i', (used, max, left) => {
    expect(blocksLeft(used, rules({ blocks_per_team: max }))).toBe(left);
  });
});

describe('releaseCredit', () => {
  it.each([
    [10_000_000, 0.6, 6_000_000],
    [12_345_678, 0.6, 7_407_407],
    [1, 0.6, 1],
    [0, 0.6, 0],
    [10_000_000, 0, 0],
    [10_000_000, 1, 10_000_000],
    [1_000_000_000_000_000, 0.6, 600_000_000_000_000],
  ])('value %i × %f = %i', (value, factor, credit) => {
    expect(releaseCredit(value, rules({ release_factor: factor }))).toBe(credit);
  });
});

describe('blockRefusal', () => {
  it.each([
    ['a registered player of a league team', player(), team(), null],
    ['a player with no status kept', player({ status: '' }), team(), null],
    ['an outside team', player(), team({ division: null }), M.notInLeagueTeam],
    ['an already blocked player', player({ status: 'bloqueado' }), team(), M.alreadyBlocked('Juan Pérez')],
    ['a restricted player', player({ status: 'restringido' }), team(), M.restrictedAlreadyProtected('Juan Pérez')],
    ['a released player', player({ status: 'liberado' }), team(), M.notInSquad('Juan Pérez')],
    ['the last block left', player(), team({ blocksUsed: 3 }), null],
    ['no blocks left', player(), team({ blocksUsed: 4 }), M.blocksReached(4)],
  ])('%s', (_, p, t, expected) => {
    expect(blockRefusal(p, t, DEFAULT_SEASON_RULES)).toBe(expected);
  });

  it('uses the blocks setting in force', () => {
    expect(blockRefusal(player(), team({ blocksUsed: 1 }), rules({ blocks_per_team: 1 }))).toBe(M.blocksReached(1));
    expect(blockRefusal(player(), team({ blocksUsed: 4 }), rules({ blocks_per_team: 5 }))).toBeNull();
  });
});

describe('releaseRefusal', () => {
  it.each([
    ['registrado', null],
    ['bloqueado', null],
    ['restringido', null],
    ['liberado', M.notInSquad('Juan Pérez')],
  ])('%s', (status, expected) => {
    expect(releaseRefusal(player({ status }))).toBe(expected);
  });
});

describe('registerRefusal', () => {
  const LIFT = true;
  it.each([
    [
      'a player who arrived blocked (registering would lift his protection)',
      player({ status: 'bloqueado' }),
      team(),
      !LIFT,
      M.registerWouldUnblock('Juan Pérez'),
    ],
    ['a player who arrived blocked, giving up his protection', player({ status: 'bloqueado' }), team(), LIFT, null],
    ['an already registered player', player(), team(), LIFT, M.alreadyRegistered('Juan Pérez')],
    ['a restricted player', player({ status: 'restringido' }), team(), LIFT, M.restrictedByStaff('Juan Pérez')],
    ['a released player', player({ status: 'liberado' }), team(), LIFT, M.notInSquad('Juan Pérez')],
    ['a player the team blocked this season', player({ status: 'bloqueado' }), team({ blockedThisSeason: [7] }), LIFT, M.blockLastsSeason('Juan Pérez')],
    ['a 21-year-old with 17 seniors registered', player({ status: 'bloqueado', age: 21 }), team({ registeredSeniors: 17 }), LIFT, null],
    ['a 21-year-old with 18 seniors registered', player({ status: 'bloqueado', age: 21 }), team({ registeredSeniors: 18 }), LIFT, M.registeredSeniorsFull(18)],
    ['a 20-year-old with 18 seniors registered', player({ status: 'bloqueado', age: 20 }), team({ registeredSeniors: 18 }), LIFT, null],
    ['a 20-year-old with 5 youth registered', player({ status: 'bloqueado', age: 20 }), team({ registeredYouth: 5 }), LIFT, null],
    ['a 20-year-old with 6 youth registered', player({ status: 'bloqueado', age: 20 }), team({ registeredYouth: 6 }), LIFT, M.registeredYouthFull(6)],
  ])('%s', (_, p, t, lift, expected) => {
    expect(registerRefusal(p, t, DEFAULT_SEASON_RULES, lift)).toBe(expected);
  });
});

describe('playerActionOptions', () => {
  it('offers a free first block, the release credit and no registration for a registered player', () => {
    expect(playerActionOptions(player({ ca: 185 }), team({ blocksUsed: 0 }), null, DEFAULT_SEASON_RULES)).toEqual({
      block: { allowed: true, reason: null, amount: 0 },
      release: { allowed: true, reason: null, amount: 6_000_000 },
      register: { allowed: false, reason: M.alreadyRegistered('Juan Pérez'), amount: 0 },
    });
  });

  it('prices a later block as a payment (negative)', () => {
    expect(playerActionOptions(player({ ca: 185 }), team({ division: 'Segunda', blocksUsed: 2 }), null, DEFAULT_SEASON_RULES).block).toEqual({
      allowed: true,
      reason: null,
      amount: -85_000_000,
    });
  });

  it('refuses every action while an open operation holds the player', () => {
    const options = playerActionOptions(player({ status: 'bloqueado' }), team(), 'Ocupado por la transferencia pendiente #3.', DEFAULT_SEASON_RULES);
    expect(options.block).toMatchObject({ allowed: false, reason: 'Ocupado por la transferencia pendiente #3.' });
    expect(options.release).toMatchObject({ allowed: false, reason: 'Ocupado por la transferencia pendiente #3.' });
    expect(options.register).toMatchObject({ allowed: false, reason: 'Ocupado por la transferencia pendiente #3.' });
  });
});
