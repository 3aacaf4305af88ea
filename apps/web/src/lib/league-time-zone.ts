import { DEFAULT_LEAGUE_TZ, tableWallClock, type WallClock, type ZoneOffsets } from '@superliga/league';

/**
 * The league's time zone as the server states it (`time_zone` of GET /settings, from its
 * LEAGUE_TZ). Every date on screen is shown in it; until the server answers, the default.
 */
let zone: string = DEFAULT_LEAGUE_TZ;
/**
 * Its wall clock: from the offsets the server states with the zone (`time_zone_offsets`), so a
 * screen shows dates without building an Intl formatter, whose first one loads the browser's
 * time-zone data (30–50 ms of main thread on the bench host, four times that on Lighthouse's
 * phone; docs/decisions/044-every-screen-fast.md, "Dates without the browser's time-zone data").
 * A date outside them, or before the settings arrive, is read through Intl.
 */
let clock: WallClock = tableWallClock(zone, null);

export const leagueTimeZone = () => zone;
export const leagueWallClock = () => clock;

/**
 * Takes the server's zone and its offsets; an unknown name (the browser cannot format it) keeps
 * the current one. The zone already in use is not checked again: the check builds a formatter.
 */
export function setLeagueTimeZone(tz: string | null | undefined, offsets?: ZoneOffsets | null) {
  if (tz && tz !== zone) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      zone = tz;
    } catch {
      // Keep the zone in use: a wrong name must not break every date on screen.
    }
  }
  clock = tableWallClock(zone, offsets);
}

// The inputs hold the league's wall-clock time, whatever the browser's time zone.
const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** An instant as a datetime-local input's value, in the league's time zone (the windows are the league's, not the phone's). */
export const toLeagueInput = (iso: string | Date | null | undefined) => (iso ? clock.local(iso).format(INPUT_FORMAT) : '');

/** A datetime-local value read in the league's time zone, as an ISO instant; null when empty or not a date. */
export function fromLeagueInput(value: string): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const at = clock.instant(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
