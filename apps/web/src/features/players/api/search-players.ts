import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const searchPlayers = (name: string) => api.get<{ data: Player[] }>('/playername', { name });
export const searchPlayersQueryOptions = (name: string) => queryOptions({ queryKey: ['players', 'search', name], queryFn: () => searchPlayers(name) });
export const useSearchPlayers = (name: string) => useQuery({ ...searchPlayersQueryOptions(name), enabled: name.length > 0 });
