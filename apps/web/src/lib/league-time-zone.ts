import { DEFAULT_LEAGUE_TZ } from '@superliga/league';

/**
 * The league's time zone as the server states it (`time_zone` of GET /settings, from its
 * LEAGUE_TZ). Every date on screen is shown in it; until the server answers, the default.
 */
let zone: string = DEFAULT_LEAGUE_TZ;

export const leagueTimeZone = () => zone;

/**
 * Takes the server's zone; an unknown name (the browser cannot format it) keeps the current one.
 * The zone already in use is not checked again: the check builds a formatter, and the first one a
 * page builds loads the browser's time-zone data (30–60 ms on the bench host, on every screen's
 * load, decision 044); a screen that shows a date pays it when it shows one.
 */
export function setLeagueTimeZone(tz: string | null | undefined) {
  if (!tz || tz === zone) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    zone = tz;
  } catch {
    // Keep the zone in use: a wrong name must not break every date on screen.
  }
}
