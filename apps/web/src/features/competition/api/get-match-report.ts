import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchReportResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** GET /games/{id}/report: the match's window and state, its latest report with both versions, and the evidence. */
export const matchReportQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['matches', id, 'report'], queryFn: () => api.get<MatchReportResponse>(`/games/${id}/report`) });
export const useMatchReport = (id: number) => useQuery({ ...matchReportQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
