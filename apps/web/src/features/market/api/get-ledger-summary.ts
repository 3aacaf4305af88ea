import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type LedgerSummary = { profits: number; committed: number; available: number; hidden_offers: number; spent: number; id_season: number };
export const getLedgerSummary = (season: string | null) => api.get<LedgerSummary>('/ledger/summary', { season });
export const ledgerSummaryQueryOptions = (season: string | null) => queryOptions({ queryKey: ['ledger', 'summary', season ?? 'current'], queryFn: () => getLedgerSummary(season) });
export const useLedgerSummary = (season: string | null) => useQuery(ledgerSummaryQueryOptions(season));
