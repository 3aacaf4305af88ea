import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchReportResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** GET /games/{id}/report: the match's window and state, its latest report with both versions, and the evidence. */
export const matchReportQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['matches', id, 'report'], queryFn: () => api.get<MatchReportResponse>(`/games/${id}/report`) });
/** Asked only by whom the server shows it (`allowed`: the match's managers and staff). */
export const useMatchReport = (id: number, allowed: boolean) =>
  useQuery({ ...matchReportQueryOptions(id), enabled: allowed && Number.isInteger(id) && id > 0 });
