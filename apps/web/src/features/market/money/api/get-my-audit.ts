import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** `GET /audit/mine`: the staff's and the server's actions that touched the reader's team or money. */
export const getMyAudit = (page: number) => api.get<AuditListResponse>('/audit/mine', { page });
export const myAuditQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['audit', 'mine', page], queryFn: () => getMyAudit(page), placeholderData: keepPreviousData });
export const useMyAudit = (page: number, enabled: boolean) => useQuery({ ...myAuditQueryOptions(page), enabled });
