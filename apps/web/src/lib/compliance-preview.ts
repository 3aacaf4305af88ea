import { useQuery } from '@tanstack/react-query';
import type { CompliancePreview, CompliancePreviewBody } from '@superliga/league';
import { api } from './api-client';

/**
 * The warnings the server gives for a market operation before it is sent (spec DECISIONS, 'The league's own rules as settings'): which
 * team it would take out of the season's limits. Shared by the transfer, clause and auction forms;
 * `null` while the form is not complete enough to ask.
 */
export const useCompliancePreview = (operation: CompliancePreviewBody | null) =>
  useQuery({
    queryKey: ['compliance', 'preview', operation],
    queryFn: () => api.post<CompliancePreview>('/compliance/preview', operation),
    enabled: operation !== null,
    staleTime: 10_000,
  });
