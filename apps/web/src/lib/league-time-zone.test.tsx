import { DEFAULT_LEAGUE_TZ, zoneOffsetsOf } from '@superliga/league';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './format';
import { fromLeagueInput, leagueTimeZone, setLeagueTimeZone, toLeagueInput } from './league-time-zone';

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

describe('dates read with the offsets the server states, not the browser’s time-zone data', () => {
  const madrid = zoneOffsetsOf('Europe/Madrid', new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));
  afterEach(() => {
    vi.restoreAllMocks();
    setLeagueTimeZone(DEFAULT_LEAGUE_TZ);
  });

  it('a date within them is shown without building an Intl formatter, on either side of a change', () => {
    setLeagueTimeZone('Europe/Madrid', madrid);
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatDate('2026-03-29T00:30:00Z')).toBe('29-03-2026 01:30:00');
    expect(formatDate('2026-03-29T01:30:00Z')).toBe('29-03-2026 03:30:00');
    expect(toLeagueInput('2026-07-01T10:00:00Z')).toBe('2026-07-01T12:00');
    expect(fromLeagueInput('2026-12-01T12:00')).toBe('2026-12-01T11:00:00.000Z');
    expect(formatter).not.toHaveBeenCalled();
  });

  it('a date outside them is still shown in the league’s zone (through Intl)', () => {
    setLeagueTimeZone('Europe/Madrid', madrid);
    expect(formatDate('2025-07-01T10:00:00Z')).toBe('01-07-2025 12:00:00');
    expect(fromLeagueInput('2027-07-01T12:00')).toBe('2027-07-01T10:00:00.000Z');
  });

  it("another zone's offsets are not applied (a server answering one zone's name with another's offsets)", () => {
    setLeagueTimeZone('Asia/Tokyo', madrid);
    expect(formatDate('2026-07-01T10:00:00Z')).toBe('01-07-2026 19:00:00');
  });

  it('offsets stated with a zone the browser does not know are not applied to the zone in use', () => {
    setLeagueTimeZone('no/such_zone', madrid);
    expect(leagueTimeZone()).toBe(DEFAULT_LEAGUE_TZ);
    expect(formatDate('2026-07-01T10:00:00Z')).toBe('01-07-2026 07:00:00');
  });

  it('an input that is not a local date and time is not read', () => {
    expect(fromLeagueInput('')).toBeNull();
    expect(fromLeagueInput('mañana')).toBeNull();
    expect(fromLeagueInput('2026-13-45T99:99')).toBeNull();
  });
});
