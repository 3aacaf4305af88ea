import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** The Admin's filters, as the query of `GET /audit` takes them (empty: not filtered). */
export interface AuditFilters {
  actor: string;
  kind: string;
  user: string;
  season: string;
}

export const getAudit = (filters: AuditFilters, page: number) => api.get<AuditListResponse>('/audit', { ...filters, page });
export const auditQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({ queryKey: ['audit', 'list', filters, page], queryFn: () => getAudit(filters, page), placeholderData: keepPreviousData });
export const useAudit = (filters: AuditFilters, page: number) => useQuery(auditQueryOptions(filters, page));
