import { useQuery } from '@tanstack/react-query';
import type { MatchResponse, PlayersTeamsResponse, RoundsResponse, TournamentsResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/**
 * The fixture as a bet tied to a match reads it (docs/decisions/028): the tournaments, a
 * tournament's rounds with their windows and matches, one match and the two squads. The query keys
 * and shapes are the competition screens' own, so both share one cache entry.
 */
export const useBetTournaments = () =>
  useQuery({ queryKey: ['tournaments', 'all'], queryFn: () => api.get<TournamentsResponse>('/tournaments', {}).then((r) => r.data) });

export const useBetRounds = (tournamentId: number | null) =>
  useQuery({
    queryKey: ['tournaments', tournamentId ?? 0, 'rounds'],
    queryFn: () => api.get<RoundsResponse>(`/tournaments/${tournamentId}/rounds`),
    enabled: tournamentId !== null && tournamentId > 0,
  });

export const useBetMatch = (matchId: number | null) =>
  useQuery({
    queryKey: ['matches', matchId ?? 0],
    queryFn: () => api.get<MatchResponse>(`/games/${matchId}`).then((r) => r.data),
    enabled: matchId !== null && matchId > 0,
  });

export const useBetSquads = (home: number | undefined, away: number | undefined) =>
  useQuery({
    queryKey: ['players-teams', home ?? 0, away ?? 0],
    queryFn: () => api.get<PlayersTeamsResponse>('/players-teams', { id_team: `${home},${away}` }).then((r) => r.data),
    enabled: !!home && !!away,
  });
