import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** Every active user, for the 'Usuario afectado' filter. */
export const getAuditUsers = () => api.get<{ data: User[] }>('/users', { all: 'true' });
export const auditUsersQueryOptions = () => queryOptions({ queryKey: ['users', 'all'], queryFn: getAuditUsers });
export const useAuditUsers = () => useQuery(auditUsersQueryOptions());
