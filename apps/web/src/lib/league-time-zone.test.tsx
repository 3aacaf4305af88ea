import { DEFAULT_LEAGUE_TZ } from '@superliga/league';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leagueTimeZone, setLeagueTimeZone } from './league-time-zone';

describe('the league time zone the screens show dates in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setLeagueTimeZone(DEFAULT_LEAGUE_TZ);
  });

  it.each([
    ['a zone the browser knows is taken', 'Europe/Madrid', 'Europe/Madrid'],
    ['an unknown name keeps the zone in use', 'Marte/Olympus_Mons', DEFAULT_LEAGUE_TZ],
    ['no zone keeps the zone in use', undefined, DEFAULT_LEAGUE_TZ],
    ['the zone in use stays', DEFAULT_LEAGUE_TZ, DEFAULT_LEAGUE_TZ],
  ])('%s', (_case, given, expected) => {
    setLeagueTimeZone(given);
    expect(leagueTimeZone()).toBe(expected);
  });

  it('the zone in use is not checked again: no formatter is built for it', () => {
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    setLeagueTimeZone(DEFAULT_LEAGUE_TZ);
    expect(formatter).not.toHaveBeenCalled();
    setLeagueTimeZone('Europe/Madrid');
    expect(formatter).toHaveBeenCalledTimes(1);
  });

  it('a zone taken, then an unknown name, keeps the zone taken', () => {
    setLeagueTimeZone('America/Montevideo');
    setLeagueTimeZone('no/such_zone');
    expect(leagueTimeZone()).toBe('America/Montevideo');
  });
});
