import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeasonRulesResponse } from '@superliga/league';
import { api } from './api-client';
import { useSeasons } from './reference-data';

/** The market rules in force for a season (issue 18): the Admin screen and the rulebook read them. */
export const seasonRulesQueryOptions = (seasonId: number | null) =>
  queryOptions({
    queryKey: ['season-rules', seasonId],
    queryFn: () => api.get<SeasonRulesResponse>(`/seasons/${seasonId}/rules`),
    enabled: seasonId !== null,
    staleTime: 60_000,
  });
export const useSeasonRules = (seasonId: number | null) => useQuery(seasonRulesQueryOptions(seasonId));

/** The current season and its rules. */
export function useCurrentSeasonRules() {
  const seasons = useSeasons();
  const current = seasons.data?.find((s) => s.current) ?? null;
  return { season: current, rules: useSeasonRules(current?.id ?? null) };
}
