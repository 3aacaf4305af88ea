import { describe, expect, it } from 'vitest';
import { PLAYER_AGE_MAX, PLAYER_STATUSES } from '../constants';
import {
  countersAtSeasonStart,
  leagueDay,
  rolledPlayer,
  rolledTournamentDates,
  rolloverSummary,
  SEASON_COUNTERS,
  STATUS_AFTER_ROLLOVER,
} from './rollover.rules';

describe('rolledPlayer', () => {
  it.each([
    [
      { age: 20, status: 'bloqueado' },
      { age: 21, status: 'registrado' },
    ],
    [
      { age: 17, status: 'registrado' },
      { age: 18, status: 'registrado' },
    ],
    [
      { age: 30, status: 'restringido' },
      { age: 31, status: 'restringido' },
    ],
    [
      { age: 25, status: 'liberado' },
      { age: 26, status: 'liberado' },
    ],
    [
      { age: PLAYER_AGE_MAX, status: 'registrado' },
      { age: PLAYER_AGE_MAX, status: 'registrado' },
    ],
    [
      { age: 22, status: '' },
      { age: 23, status: '' },
    ],
  ])('%j -> %j', (before, after) => {
    expect(rolledPlayer(before)).toEqual(after);
  });
  it('has a rule for every status', () => {
    expect(Object.keys(STATUS_AFTER_ROLLOVER).sort()).toEqual([...PLAYER_STATUSES].sort());
  });
});

describe('countersAtSeasonStart', () => {
  it.each(SEASON_COUNTERS)('%s starts at zero', (counter) => {
    expect(countersAtSeasonStart()[counter]).toBe(0);
  });
});

describe('rolledTournamentDates', () => {
  it.each([
    [{ start_date: '2025-08-01', end_date: '2026-05-30' }, '2026-08-01', { start_date: '2026-08-01', end_date: '2027-05-30' }],
    [{ start_date: '2026-01-31', end_date: '2026-01-31' }, '2027-02-28', { start_date: '2027-02-28', end_date: '2027-02-28' }],
    [{ start_date: '2026-12-31', end_date: '2027-01-02' }, '2027-12-31', { start_date: '2027-12-31', end_date: '2028-01-02' }],
  ])('%j from %s -> %j', (old, start, dates) => {
    expect(rolledTournamentDates(old, start)).toEqual(dates);
  });
});

describe('leagueDay', () => {
  it.each([
    ['2027-01-01T02:59:00Z', '2026-12-31'],
    ['2027-01-01T03:00:00Z', '2027-01-01'],
  ])('%s in Buenos Aires is %s', (at, day) => {
    expect(leagueDay(new Date(at), 'America/Argentina/Buenos_Aires')).toBe(day);
  });
});

describe('rolloverSummary', () => {
  it('counts the players, those unblocked and those already at the maximum age', () => {
    expect(
      rolloverSummary([
        { age: 20, status: 'bloqueado' },
        { age: PLAYER_AGE_MAX, status: 'bloqueado' },
        { age: 30, status: 'registrado' },
      ]),
    ).toEqual({ players: 3, unblocked: 2, at_max_age: 1 });
  });
});
