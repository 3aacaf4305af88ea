import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** The team with its players and squad statistics. */
export const getTeam = (id: number) => api.get<TeamDetail>(`/teams/${id}`);
export const teamQueryOptions = (id: number) => queryOptions({ queryKey: ['teams', 'one', id], queryFn: () => getTeam(id) });
export const useTeam = (id: number | null) => useQuery({ ...teamQueryOptions(id ?? 0), enabled: id !== null });
