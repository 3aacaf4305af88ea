import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getPlayer = (id: number) => api.get<Player>(`/players/${id}`);
export const playerQueryOptions = (id: number) => queryOptions({ queryKey: ['players', 'one', id], queryFn: () => getPlayer(id) });
export const usePlayer = (id: number | null) => useQuery({ ...playerQueryOptions(id ?? 0), enabled: id !== null });
