import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Season, Team } from '@superliga/league';
import { api } from './api-client';

/**
 * Reference lists many screens need (season filters, team pickers). The league's whole player list is
 * not one of them: a picker asks for one team's players (docs/decisions/044). One place, so
 * every feature shares the cache instead of fetching its own copy.
 */
export const seasonsQueryOptions = () =>
  queryOptions({ queryKey: ['seasons'], queryFn: () => api.get<{ data: Season[] }>('/season').then((r) => r.data), staleTime: 5 * 60_000 });
export const useSeasons = () => useQuery(seasonsQueryOptions());
/** The current season from that list (undefined while loading, null when the league has none). */
export function useCurrentSeason(): Season | null | undefined {
  const { data } = useSeasons();
  return data && (data.find((s) => s.current) ?? null);
}

const allTeamsQueryOptions = () =>
  queryOptions({ queryKey: ['teams', 'all'], queryFn: () => api.get<{ data: Team[] }>('/teams', { all: true }).then((r) => r.data), staleTime: 60_000 });
export const useAllTeams = () => useQuery(allTeamsQueryOptions());

/** Teams that take part in the league (transfers, clauses and matches choose only among these). */
export const leagueTeams = (teams: Team[] | undefined) => (teams ?? []).filter((t) => t.division === 'Primera' || t.division === 'Segunda');
