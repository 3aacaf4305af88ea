import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** The logged-in manager's own team (404 when they have none). */
export const getSquad = () => api.get<TeamDetail>('/plantel');
export const squadQueryOptions = () => queryOptions({ queryKey: ['squad'], queryFn: getSquad });
export const useSquad = () => useQuery(squadQueryOptions());
