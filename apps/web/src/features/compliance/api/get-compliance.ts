import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplianceReport } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getCompliance = (season: string | null) => api.get<ComplianceReport>('/compliance', { season });
export const complianceQueryOptions = (season: string | null) =>
  queryOptions({ queryKey: ['compliance', 'report', season ?? 'current'], queryFn: () => getCompliance(season), placeholderData: keepPreviousData });
export const useCompliance = (season: string | null) => useQuery(complianceQueryOptions(season));
