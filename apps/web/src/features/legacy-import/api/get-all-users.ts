import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** Our users, every one (the mapping review chooses among them). */
export const getAllUsers = () => api.get<{ data: User[] }>('/users', { all: true }).then((r) => r.data);
export const allUsersQueryOptions = () => queryOptions({ queryKey: ['users', 'all'], queryFn: getAllUsers, staleTime: 60_000 });
export const useAllUsers = () => useQuery(allUsersQueryOptions());
