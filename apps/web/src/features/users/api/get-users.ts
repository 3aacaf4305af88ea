import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMeta, User } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getUsers = (page: number) => api.get<{ data: User[]; meta: ListMeta }>('/users', { page });
export const usersQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['users', 'page', page], queryFn: () => getUsers(page), placeholderData: keepPreviousData });
export const useUsers = (page: number) => useQuery(usersQueryOptions(page));
