import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@superliga/league';
import { api } from './api-client';

export const USER_QUERY_KEY = ['user'] as const;
const getUser = () => api.get<User>('/user');
export const userQueryOptions = () => queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser, staleTime: 60_000 });
/** The logged-in user, fetched on entering the logged-in area and shared by every screen. */
export const useUser = () => useQuery(userQueryOptions());
