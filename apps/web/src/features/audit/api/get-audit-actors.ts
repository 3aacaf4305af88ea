import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /audit/actors`: the people and jobs in the log, for the 'Quién' filter. */
export const getAuditActors = () => api.get<{ data: { value: string; name: string }[] }>('/audit/actors');
export const auditActorsQueryOptions = () => queryOptions({ queryKey: ['audit', 'actors'], queryFn: getAuditActors });
export const useAuditActors = () => useQuery(auditActorsQueryOptions());
