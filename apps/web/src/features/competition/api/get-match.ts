import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Match } from '../types';

export const matchQueryOptions = (id: number) => queryOptions({ queryKey: ['matches', id], queryFn: () => api.get<Match>(`/games/${id}`) });
export const useMatch = (id: number) => useQuery(matchQueryOptions(id));
