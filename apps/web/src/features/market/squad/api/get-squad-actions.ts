import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SquadActions } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** What the manager may do with each player of their squad now (block, release, register), with the price. */
export const getSquadActions = () => api.get<SquadActions>('/plantel/acciones');
export const squadActionsQueryOptions = () => queryOptions({ queryKey: ['squad', 'actions'], queryFn: getSquadActions });
export const useSquadActions = (enabled = true) => useQuery({ ...squadActionsQueryOptions(), enabled });
