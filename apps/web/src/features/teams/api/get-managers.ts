import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** Every active user, for the team form's manager select. */
export const getManagers = () => api.get<{ data: User[] }>('/users', { all: true }).then((r) => r.data);
export const managersQueryOptions = () => queryOptions({ queryKey: ['users', 'all'], queryFn: getManagers, staleTime: 60_000 });
export const useManagers = (enabled: boolean) => useQuery({ ...managersQueryOptions(), enabled });
