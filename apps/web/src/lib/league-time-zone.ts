import { DEFAULT_LEAGUE_TZ } from '@superliga/league';

/**
 * The league's time zone as the server states it (`time_zone` of GET /settings, from its
 * LEAGUE_TZ). Every date on screen is shown in it; until the server answers, the default.
 */
let zone: string = DEFAULT_LEAGUE_TZ;

export const leagueTimeZone = () => zone;

/** Takes the server's zone; an unknown name (the browser cannot format it) keeps the current one. */
export function setLeagueTimeZone(tz: string | null | undefined) {
  if (!tz) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    zone = tz;
  } catch {
    // Keep the zone in use: a wrong name must not break every date on screen.
  }
}
