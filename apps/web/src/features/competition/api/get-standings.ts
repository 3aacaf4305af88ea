import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingsResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const standingsQueryOptions = (tournamentId: number) =>
  queryOptions({ queryKey: ['standings', tournamentId], queryFn: () => api.get<StandingsResponse>('/standings', { tournament_id: tournamentId }) });
export const useStandings = (tournamentId: number | null) => useQuery({ ...standingsQueryOptions(tournamentId ?? 0), enabled: !!tournamentId });
