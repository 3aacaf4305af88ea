import { DATE_FORMAT, formatMoney, MATCH_DATE_FORMAT } from '@superliga/league';
import { leagueWallClock } from './league-time-zone';

/** Dates on screen are in the league's time zone, as the server states it. */
export const formatDate = (iso: string | Date | null | undefined) => (iso ? leagueWallClock().local(iso).format(DATE_FORMAT) : '');
export const formatMatchDate = (iso: string | Date | null | undefined) => (iso ? leagueWallClock().local(iso).format(MATCH_DATE_FORMAT) : '');

// The league's own grouping, not Intl.NumberFormat: building an 'es-AR' formatter loads locale
// data, ~20 ms of a page's first second on a desktop and four times that on a phone.
// The one money formatter of the screens: '$' and the amount joined by a no-break space, so a
// narrow cell never wraps the sign apart from its amount (docs/decisions/027-the-phone-app.md).
export const formatPesos = (n: number | null | undefined) => (n === null || n === undefined ? '' : formatMoney(n).replace(' ', '\u00a0'));
