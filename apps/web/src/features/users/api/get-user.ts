import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getUserById = (id: number) => api.get<User>(`/users/${id}`);
export const userByIdQueryOptions = (id: number) => queryOptions({ queryKey: ['users', 'one', id], queryFn: () => getUserById(id) });
export const useUserById = (id: number | null) => useQuery({ ...userByIdQueryOptions(id ?? 0), enabled: id !== null });
