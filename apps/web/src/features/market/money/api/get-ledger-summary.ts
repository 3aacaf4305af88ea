import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerSummary } from '@superliga/league';
import { api } from '../../../../lib/api-client';

export const getLedgerSummary = (season: string | null) => api.get<LedgerSummary>('/ledger/summary', { season });
export const ledgerSummaryQueryOptions = (season: string | null) =>
  queryOptions({ queryKey: ['ledger', 'summary', season ?? 'current'], queryFn: () => getLedgerSummary(season) });
export const useLedgerSummary = (season: string | null) => useQuery(ledgerSummaryQueryOptions(season));
