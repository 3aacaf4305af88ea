import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_SEASON_RULES, type SeasonRules, type SeasonRulesResponse } from '@superliga/league';
import { api } from './api-client';
import { seasonsQueryOptions, useCurrentSeason } from './reference-data';

/** The market rules in force for a season (spec DECISIONS, 'The league's own rules as settings'): the Admin screen and the rulebook read them. */
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
  const current = useCurrentSeason() ?? null;
  return { season: current, rules: useSeasonRules(current?.id ?? null) };
}

/**
 * The rules the market enforces now, for the forms that state them (bet range, players per
 * transfer, clause range): the current season's (`GET /season/rules`, one request a screen can ask
 * for with its first data), or the documents' defaults while there is no current season or its
 * rules cannot be read (the server stays the authority). Undefined while loading.
 */
export const rulesInForceQueryOptions = () =>
  queryOptions({
    queryKey: ['season-rules', 'current'],
    queryFn: () => api.get<SeasonRulesResponse>('/season/rules'),
    staleTime: 60_000,
  });
export function useRulesInForce(): SeasonRules | undefined {
  const rules = useQuery(rulesInForceQueryOptions());
  return rules.isError ? DEFAULT_SEASON_RULES : rules.data;
}

/**
 * One season's rules: the rules in force when it is the current season (so a screen that named
 * `/season/rules` in its first data has them without a request of its own after its list), its own
 * `GET /seasons/{id}/rules` otherwise or while there is no current season. Undefined while loading.
 */
export function useRulesOfSeason(seasonId: number | null): SeasonRules | undefined {
  const inForce = useQuery(rulesInForceQueryOptions());
  const current = inForce.data !== undefined && inForce.data.id_season === seasonId;
  const own = useQuery({ ...seasonRulesQueryOptions(seasonId), enabled: seasonId !== null && !inForce.isPending && !current });
  return current ? inForce.data : own.data;
}

/** A season added or changed: the list, and the rules in force, which follow the current season. */
export const seasonsChanged = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: seasonsQueryOptions().queryKey }), qc.invalidateQueries({ queryKey: rulesInForceQueryOptions().queryKey })]);
