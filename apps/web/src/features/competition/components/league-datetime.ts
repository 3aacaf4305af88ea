import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { leagueTimeZone } from '../../../lib/league-time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** An instant as a datetime-local input's value, in the league's time zone (the windows are the league's, not the phone's). */
export const toLeagueInput = (iso: string | Date | null | undefined) => (iso ? dayjs(iso).tz(leagueTimeZone()).format(INPUT_FORMAT) : '');

/** A datetime-local value read in the league's time zone, as an ISO instant; null when empty or not a date. */
export function fromLeagueInput(value: string): string | null {
  if (!value) return null;
  const d = dayjs.tz(value, leagueTimeZone());
  return d.isValid() ? d.toISOString() : null;
}
