import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayersTeamsResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const playersTeamsQueryOptions = (home: number, away: number) =>
  queryOptions({
    queryKey: ['players-teams', home, away],
    queryFn: () => api.get<PlayersTeamsResponse>('/players-teams', { id_team: `${home},${away}` }).then((r) => r.data),
  });
export const usePlayersTeams = (home: number | undefined, away: number | undefined) =>
  useQuery({ ...playersTeamsQueryOptions(home ?? 0, away ?? 0), enabled: !!home && !!away });
