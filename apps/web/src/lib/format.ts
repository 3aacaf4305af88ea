import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DATE_FORMAT, DEFAULT_LEAGUE_TZ, formatMoney, MATCH_DATE_FORMAT } from '@superliga/league';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Dates on screen are in the league's time zone. */
export const formatDate = (iso: string | Date | null | undefined) => (iso ? dayjs(iso).tz(DEFAULT_LEAGUE_TZ).format(DATE_FORMAT) : '');
export const formatMatchDate = (iso: string | Date | null | undefined) => (iso ? dayjs(iso).tz(DEFAULT_LEAGUE_TZ).format(MATCH_DATE_FORMAT) : '');

// The league's own grouping, not Intl.NumberFormat: building an 'es-AR' formatter loads locale
// data, ~20 ms of a page's first second on a desktop and four times that on a phone.
export const formatPesos = (n: number | null | undefined) => (n === null || n === undefined ? '' : formatMoney(n));
