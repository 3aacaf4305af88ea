import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/**
 * The players of one team: the auction, clause and transfer forms list one team's players, never the
 * whole league's (docs/decisions/044: the full list is megabytes a phone cannot afford).
 */
export const getTeamPlayers = (teamId: number) => api.get<{ data: Player[] }>('/players', { id_team: teamId, all: true }).then((r) => r.data);
export const teamPlayersQueryOptions = (teamId: number) => queryOptions({ queryKey: ['players', 'team', teamId], queryFn: () => getTeamPlayers(teamId) });
export const useTeamPlayers = (teamId: number | null) => useQuery({ ...teamPlayersQueryOptions(teamId ?? 0), enabled: teamId !== null });
