import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setLeagueTimeZone } from '../../../lib/league-time-zone';

export interface PublicSettings {
  links: { social: string; streaming: string; chat: string };
  version: string;
  /** The league's time zone (the server's LEAGUE_TZ). */
  time_zone?: string;
}

/** Reading the settings also sets the zone every date on screen is shown in. */
export const getSettings = () =>
  api.get<PublicSettings>('/settings').then((s) => {
    setLeagueTimeZone(s.time_zone);
    return s;
  });
export const settingsQueryOptions = () => queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: 5 * 60_000 });
export const useSettings = () => useQuery(settingsQueryOptions());
