import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES } from './season-rules';
import { auctionEndsAt, countdown, hasSeasonStarted, isAuctionOpen, isMarketOpen, marketOpensAt } from './gates.rules';

const start = new Date('2025-07-01T20:00:00-03:00');
const at = (iso: string) => new Date(iso);

describe('market gate', () => {
  it('opens 4 hours after season start', () => {
    expect(marketOpensAt(start, DEFAULT_SEASON_RULES).toISOString()).toBe(at('2025-07-02T00:00:00-03:00').toISOString());
  });
  it.each([
    ['a day before', '2025-06-30T20:00:00-03:00', false, false],
    ['1 ms before start', '2025-07-01T19:59:59.999-03:00', false, false],
    ['at start', '2025-07-01T20:00:00-03:00', true, false],
    ['3h59m after start', '2025-07-01T23:59:59.999-03:00', true, false],
    ['exactly 4h after', '2025-07-02T00:00:00-03:00', true, true],
    ['a week after', '2025-07-08T20:00:00-03:00', true, true],
  ])('%s: started %s, market open %s', (_name, now, started, open) => {
    expect(hasSeasonStarted(start, at(now))).toBe(started);
    expect(isMarketOpen(start, at(now), DEFAULT_SEASON_RULES)).toBe(open);
  });
});

describe('countdown', () => {
  const target = at('2025-07-02T00:00:00Z');
  it.each([
    ['2 days 3h 4m 5s', '2025-06-29T20:55:55Z', { total_ms: 183_845_000, days: 2, hours: 3, minutes: 4, seconds: 5, done: false }],
    ['sub-second remainder', '2025-07-01T23:59:59.250Z', { total_ms: 750, days: 0, hours: 0, minutes: 0, seconds: 0, done: false }],
    ['one second', '2025-07-01T23:59:59Z', { total_ms: 1000, days: 0, hours: 0, minutes: 0, seconds: 1, done: false }],
    ['exactly 24h', '2025-07-01T00:00:00Z', { total_ms: 86_400_000, days: 1, hours: 0, minutes: 0, seconds: 0, done: false }],
    ['at target', '2025-07-02T00:00:00Z', { total_ms: 0, days: 0, hours: 0, minutes: 0, seconds: 0, done: true }],
    ['past target never negative', '2025-07-03T10:00:00Z', { total_ms: 0, days: 0, hours: 0, minutes: 0, seconds: 0, done: true }],
  ])('%s', (_name, now, expected) => expect(countdown(target, at(now))).toEqual(expected));
});

describe('auctions', () => {
  const first = at('2025-07-02T10:00:00-03:00');
  it('close 12 hours after the first bid', () => {
    expect(auctionEndsAt(first, DEFAULT_SEASON_RULES).toISOString()).toBe(at('2025-07-02T22:00:00-03:00').toISOString());
  });
  it.each([
    ['at first bid', '2025-07-02T10:00:00-03:00', true],
    ['1 ms before end', '2025-07-02T21:59:59.999-03:00', true],
    ['at end', '2025-07-02T22:00:00-03:00', false],
    ['after end', '2025-07-03T09:00:00-03:00', false],
  ])('%s -> open %s', (_name, now, open) => expect(isAuctionOpen(auctionEndsAt(first, DEFAULT_SEASON_RULES), at(now))).toBe(open));
});
