import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { ZoneOffsets } from './wall-clock.schema';

dayjs.extend(utc);

/**
 * The league's wall clock: instants read as the league's local date and time, and local times
 * turned back into instants. Two ways to know the zone's offsets, one behaviour:
 * - `intlWallClock(tz)` asks the runtime's time-zone data (Intl): the server.
 * - `tableWallClock(tz, offsets)` reads the offsets the server stated for a span of time
 *   (`zoneOffsetsOf`, sent with GET /settings) and asks Intl only outside it: the web app, where
 *   the first Intl.DateTimeFormat a page builds loads the browser's time-zone data, 30–50 ms of
 *   main thread on the bench host and four times that on Lighthouse's phone
 *   (docs/decisions/044-every-screen-fast.md, "Dates without the browser's time-zone data").
 */
export interface WallClock {
  /** The instant as a UTC dayjs whose fields are the league's local date and time. */
  local(at: Date | string | number): Dayjs;
  /**
   * The instant of a local 'YYYY-MM-DDTHH:mm[:ss]'. A time skipped by a DST jump resolves forward;
   * a time that happens twice (the hour repeated when clocks go back) is its first occurrence.
   * An Invalid Date for a date or time that does not exist on any calendar ('2026-02-30T10:00').
   */
  instant(local: string): Date;
}

const MINUTE = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Minutes east of UTC at an instant, from the runtime's time-zone data: one formatter per zone,
 * kept (dayjs-tz's own `.tz()` builds a new one per call, about 0.2 ms each on the server).
 */
function zoneOffset(tz: string, at: number): number {
  let format = formatters.get(tz);
  if (!format) {
    const fields = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    format = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', ...fields });
    formatters.set(tz, format);
  }
  const part: Record<string, number> = {};
  for (const p of format.formatToParts(at)) if (p.type !== 'literal') part[p.type] = Number(p.value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return Math.round((wall - (at - (((at % 1000) + 1000) % 1000))) / MINUTE);
}

/** Minutes east of UTC at an instant; undefined when not known (outside a table). */
type OffsetAt = (at: number) => number | undefined;

const DAY = 86_400_000;

/**
 * The instant of a local time: read with the offset in force a day before and a day after it (the
 * zone's offsets on either side of any change near it); of those that give back that local time,
 * the earlier; when neither does (a time skipped by a jump forward), the offset from before the
 * jump carries it forward, as dayjs-tz does. NaN for a local time no calendar has; undefined when
 * an offset is not known (outside a table).
 */
function instantFrom(local: string, offsetAt: OffsetAt): number | undefined {
  const read = dayjs.utc(local);
  // dayjs rolls a day 30 of February over into March: such a time is not one.
  if (!read.isValid() || read.format('YYYY-MM-DDTHH:mm:ss').slice(0, local.length) !== local) return NaN;
  const wall = read.valueOf();
  const before = offsetAt(wall - DAY);
  const after = offsetAt(wall + DAY);
  if (before === undefined || after === undefined) return undefined;
  let first: number | undefined;
  for (const offset of [before, after]) {
    const at = wall - offset * MINUTE;
    const there = offsetAt(at);
    if (there === undefined) return undefined;
    if (there === offset && (first === undefined || at < first)) first = at;
  }
  return first ?? wall - before * MINUTE;
}

/** Throws RangeError on an unknown time zone (as Intl does), when first used. */
export function intlWallClock(tz: string): WallClock {
  const offsetAt = (at: number) => zoneOffset(tz, at);
  return {
    local: (at) => {
      const ms = dayjs(at).valueOf();
      return dayjs.utc(ms + offsetAt(ms) * MINUTE);
    },
    instant: (local) => new Date(instantFrom(local, offsetAt)!),
  };
}

/** The zone's offset (minutes east of UTC) at `at`, or undefined outside the table's span. */
export function offsetIn(table: ZoneOffsets, at: number): number | undefined {
  if (at >= Date.parse(table.until)) return undefined;
  let offset: number | undefined;
  for (const span of table.spans) {
    if (Date.parse(span.from) > at) break;
    offset = span.offset;
  }
  return offset;
}

/** The clock of `tz` from its stated offsets; Intl's without them, or with another zone's. */
export function tableWallClock(tz: string, table: ZoneOffsets | null | undefined): WallClock {
  const intl = intlWallClock(tz);
  if (!table || table.zone !== tz) return intl;
  const offsetAt = (at: number) => offsetIn(table, at);
  return {
    local: (at) => {
      const ms = dayjs(at).valueOf();
      const offset = offsetAt(ms);
      return offset === undefined ? intl.local(ms) : dayjs.utc(ms + offset * MINUTE);
    },
    instant: (local) => {
      const at = instantFrom(local, offsetAt);
      return at === undefined ? intl.instant(local) : new Date(at);
    },
  };
}

/**
 * The offsets of `tz` from `from` until `until`, with the instant of each change (found to the
 * millisecond between two daily samples). Two changes within one day (none in the zones leagues use)
 * would be missed.
 */
export function zoneOffsetsOf(tz: string, from: Date, until: Date): ZoneOffsets {
  const start = from.getTime();
  const end = until.getTime();
  const spans = [{ from: new Date(start).toISOString(), offset: zoneOffset(tz, start) }];
  for (let before = start; before < end; before += DAY) {
    const after = Math.min(before + DAY, end);
    const offset = zoneOffset(tz, after);
    if (offset === spans.at(-1)!.offset) continue;
    let lo = before;
    let hi = after;
    while (hi - lo > 1) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (zoneOffset(tz, mid) === offset) hi = mid;
      else lo = mid;
    }
    spans.push({ from: new Date(hi).toISOString(), offset });
  }
  return { zone: tz, until: new Date(end).toISOString(), spans };
}

/**
 * The span the server states with GET /settings, around `now`: the dates screens show are this
 * season's and the last few; an older one is read through Intl. Whole UTC days, so the table is
 * the same all day (the server keeps it).
 */
export function zoneOffsetsAround(tz: string, now: Date): ZoneOffsets {
  const day = dayjs.utc(now).startOf('day');
  return zoneOffsetsOf(tz, day.subtract(3, 'year').toDate(), day.add(2, 'year').toDate());
}
