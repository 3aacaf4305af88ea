import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { setLeagueTimeZone } from '../../../lib/league-time-zone';

/** Reading the settings also sets the zone every date on screen is shown in. */
export const getSettings = () =>
  api.get<PublicSettings>('/settings').then((s) => {
    setLeagueTimeZone(s.time_zone, s.time_zone_offsets);
    return s;
  });
export const settingsQueryOptions = () => queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: 5 * 60_000 });
export const useSettings = () => useQuery(settingsQueryOptions());
