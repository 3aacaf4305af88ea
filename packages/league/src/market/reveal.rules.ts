import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DATE_FORMAT, REVEAL_HOURS } from '../constants';

dayjs.extend(utc);
dayjs.extend(timezone);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a clause/offer created at `createdAt` stops being hidden: the next window end
 * (REVEAL_HOURS, 01:00 / 10:00 / 18:00) on the league's wall clock (000 §4, 001 §4).
 * Worked out on local dates and hours, not by adding milliseconds, so a DST change between
 * creation and reveal does not shift the reveal hour. A wall time skipped by a DST jump
 * resolves forward (dayjs-tz behaviour). Throws RangeError on an unknown time zone.
 */
export function revealTime(createdAt: Date, tz: string): Date {
  const local = dayjs(createdAt).tz(tz);
  const hours = [...REVEAL_HOURS].sort((a, b) => a - b);
  // Window ends are whole hours, so the local hour alone decides the window.
  const sameDay = hours.find((h) => local.hour() < h);
  // Calendar arithmetic on a UTC copy of the local date: immune to DST and month/year ends.
  const date = dayjs.utc(local.format('YYYY-MM-DD'));
  const day = sameDay === undefined ? date.add(1, 'day') : date;
  const hour = sameDay ?? hours[0];
  return dayjs.tz(`${day.format('YYYY-MM-DD')}T${pad(hour)}:00:00`, tz).toDate();
}

/** The reveal hours as texts show them, from REVEAL_HOURS: '01:00, 10:00 o 18:00'. */
export function revealHoursText(hours: readonly number[] = REVEAL_HOURS): string {
  const times = [...hours].sort((a, b) => a - b).map((h) => `${pad(h)}:00`);
  return times.length < 2 ? (times[0] ?? '') : `${times.slice(0, -1).join(', ')} o ${times.at(-1)}`;
}

/** An offer's amounts stay hidden ('Oculto') while now < revealAt. */
export function isHidden(revealAt: Date, now: Date): boolean {
  return now.getTime() < revealAt.getTime();
}

/**
 * The gate for one player's offers counts from the first of them (DECISIONS, 001 §4). The caller
 * chooses which offers count (normally the open ones); null when there are none.
 */
export function revealTimeForPlayer(createdAts: readonly Date[], tz: string): Date | null {
  if (createdAts.length === 0) return null;
  const first = createdAts.reduce((a, b) => (b.getTime() < a.getTime() ? b : a));
  return revealTime(first, tz);
}

/** A time as the league reads it in messages: DD-MM-YYYY HH:mm:ss on its wall clock. */
export function formatLeagueTime(at: Date, tz: string): string {
  return dayjs(at).tz(tz).format(DATE_FORMAT);
}
