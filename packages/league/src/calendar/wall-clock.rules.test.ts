import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT } from '../constants';
import { revealTime, revealTimeOn } from '../market/offers/offers.rules';
import { DEFAULT_SEASON_RULES } from '../market/season-rules';
import { intlWallClock, offsetIn, tableWallClock, zoneOffsetsOf } from './wall-clock.rules';

dayjs.extend(utc);
dayjs.extend(timezone);

const FROM = new Date('2026-01-01T00:00:00Z');
const UNTIL = new Date('2028-01-01T00:00:00Z');
const HOUR = 3_600_000;

describe('zoneOffsetsOf: the offsets of a zone with the instant of each change', () => {
  it.each([
    // No DST: one span.
    ['America/Argentina/Buenos_Aires', [{ from: '2026-01-01T00:00:00.000Z', offset: -180 }]],
    ['Asia/Kolkata', [{ from: '2026-01-01T00:00:00.000Z', offset: 330 }]],
    // Europe's changes at 01:00 UTC on the last Sundays of March and October.
    [
      'Europe/Madrid',
      [
        { from: '2026-01-01T00:00:00.000Z', offset: 60 },
        { from: '2026-03-29T01:00:00.000Z', offset: 120 },
        { from: '2026-10-25T01:00:00.000Z', offset: 60 },
        { from: '2027-03-28T01:00:00.000Z', offset: 120 },
        { from: '2027-10-31T01:00:00.000Z', offset: 60 },
      ],
    ],
  ])('%s', (tz, spans) => {
    expect(zoneOffsetsOf(tz, FROM, UNTIL)).toEqual({ zone: tz, until: UNTIL.toISOString(), spans });
  });

  it('a change found to the millisecond: the last instant before it has the old offset', () => {
    const table = zoneOffsetsOf('America/New_York', FROM, UNTIL);
    const change = Date.parse(table.spans[1]!.from);
    expect([offsetIn(table, change - 1), offsetIn(table, change)]).toEqual([-300, -240]);
  });

  it('nothing is known before its first span or from its end on', () => {
    const table = zoneOffsetsOf('Europe/Madrid', FROM, UNTIL);
    expect(offsetIn(table, FROM.getTime() - 1)).toBeUndefined();
    expect(offsetIn(table, FROM.getTime())).toBe(60);
    expect(offsetIn(table, UNTIL.getTime() - 1)).toBe(60);
    expect(offsetIn(table, UNTIL.getTime())).toBeUndefined();
  });
});

/** Zones with and without DST, a half-hour DST (Lord Howe) and a southern one (Santiago). */
const ZONES = ['America/Argentina/Buenos_Aires', 'Europe/Madrid', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kolkata'];

/**
 * Instants of 2026 to compare the clocks at: every 15 minutes within two days of each change of
 * the zone's offset, every 5 hours 20 minutes elsewhere (every hour of the day within a few days).
 */
function instantsOf2026(changes: readonly number[]): number[] {
  const out: number[] = [];
  const start = Date.parse('2026-01-03T00:00:00Z');
  const end = Date.parse('2026-12-29T00:00:00Z');
  for (let at = start; at < end; at += (16 * HOUR) / 3) out.push(at);
  for (const change of changes) for (let at = change - 48 * HOUR; at < change + 48 * HOUR; at += HOUR / 4) if (at >= start && at < end) out.push(at);
  return out;
}

describe.each(ZONES)('the table clock reads as Intl does, in %s', (tz) => {
  const intl = intlWallClock(tz);
  const offsets = zoneOffsetsOf(tz, FROM, UNTIL);
  const table = tableWallClock(tz, offsets);
  const instants = instantsOf2026(offsets.spans.slice(1).map((s) => Date.parse(s.from)));

  it('the Intl clock reads every one of those instants as dayjs-tz does', () => {
    const differ: string[] = [];
    for (const at of instants) {
      const a = intl.local(at).format(DATE_FORMAT);
      const b = dayjs(at).tz(tz).format(DATE_FORMAT);
      if (a !== b) differ.push(`${new Date(at).toISOString()}: ${a} vs ${b}`);
    }
    expect(differ).toEqual([]);
  });

  it('instants of 2026, every quarter hour near a change, shown as the same local date and time', () => {
    const differ: string[] = [];
    for (const at of instants) {
      const a = table.local(at).format(DATE_FORMAT);
      const b = intl.local(at).format(DATE_FORMAT);
      if (a !== b) differ.push(`${new Date(at).toISOString()}: ${a} vs ${b}`);
    }
    expect(differ).toEqual([]);
  });

  it('local times of 2026, every quarter hour near a change (skipped and repeated ones too), turned into the same instant', () => {
    const differ: string[] = [];
    for (const wall of instants) {
      const local = new Date(wall).toISOString().slice(0, 19);
      const a = table.instant(local).toISOString();
      const b = intl.instant(local).toISOString();
      if (a !== b) differ.push(`${local}: ${a} vs ${b}`);
    }
    expect(differ).toEqual([]);
  });

  it("a clause's reveal, for an offer made at those instants, is the same instant", () => {
    const differ: string[] = [];
    for (const at of instants) {
      const a = revealTimeOn(table, new Date(at), DEFAULT_SEASON_RULES).toISOString();
      const b = revealTime(new Date(at), tz, DEFAULT_SEASON_RULES).toISOString();
      if (a !== b) differ.push(`${new Date(at).toISOString()}: ${a} vs ${b}`);
    }
    expect(differ).toEqual([]);
  });
});

describe('outside the stated span, or with none, the clock asks Intl', () => {
  it('a date before or after the table is read as Intl reads it', () => {
    const tz = 'Europe/Madrid';
    const table = tableWallClock(tz, zoneOffsetsOf(tz, new Date('2026-06-01T00:00:00Z'), new Date('2026-07-01T00:00:00Z')));
    // Winter, outside the June table (whose only offset is summer's +120).
    expect(table.local('2026-01-15T12:00:00Z').format(DATE_FORMAT)).toBe('15-01-2026 13:00:00');
    expect(table.instant('2026-01-15T13:00:00').toISOString()).toBe('2026-01-15T12:00:00.000Z');
    expect(table.local('2026-06-15T12:00:00Z').format(DATE_FORMAT)).toBe('15-06-2026 14:00:00');
    expect(table.instant('2026-12-15T13:00:00').toISOString()).toBe('2026-12-15T12:00:00.000Z');
  });

  it("another zone's table is not applied", () => {
    const clock = tableWallClock('America/Argentina/Buenos_Aires', zoneOffsetsOf('Asia/Tokyo', FROM, UNTIL));
    expect(clock.local('2026-03-01T12:00:00Z').format(DATE_FORMAT)).toBe('01-03-2026 09:00:00');
  });

  it('without a table it is the Intl clock', () => {
    const clock = tableWallClock('America/Argentina/Buenos_Aires', null);
    expect(clock.local('2026-03-01T12:00:00Z').format(DATE_FORMAT)).toBe('01-03-2026 09:00:00');
    expect(clock.instant('2026-03-01T09:00:00').toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });
});

describe('a local time that does not exist on any calendar', () => {
  it.each(['2026-02-30T10:00', '2026-13-01T10:00', '2026-06-01T24:30', 'mañana'])('%s is an Invalid Date on both clocks', (local) => {
    const tz = 'Europe/Madrid';
    expect(Number.isNaN(intlWallClock(tz).instant(local).getTime())).toBe(true);
    expect(
      Number.isNaN(
        tableWallClock(tz, zoneOffsetsOf(tz, FROM, UNTIL))
          .instant(local)
          .getTime(),
      ),
    ).toBe(true);
  });
});

describe('a local time that happens twice is its first occurrence, on both clocks, whatever the day it is asked', () => {
  it.each([
    // New York goes back from 02:00 EDT to 01:00 EST on 2026-11-01: 01:30 happens at 05:30Z and 06:30Z.
    ['America/New_York', '2026-11-01T01:30:00', '2026-11-01T05:30:00.000Z'],
    // Madrid goes back from 03:00 to 02:00 on 2026-10-25: 02:30 happens at 00:30Z and 01:30Z.
    ['Europe/Madrid', '2026-10-25T02:30:00', '2026-10-25T00:30:00.000Z'],
    // A skipped time resolves forward: New York has no 02:30 on 2026-03-08 (03:30 EDT).
    ['America/New_York', '2026-03-08T02:30:00', '2026-03-08T07:30:00.000Z'],
  ])('%s %s', (tz, local, instant) => {
    expect(intlWallClock(tz).instant(local).toISOString()).toBe(instant);
    expect(
      tableWallClock(tz, zoneOffsetsOf(tz, FROM, UNTIL))
        .instant(local)
        .toISOString(),
    ).toBe(instant);
  });
});
