import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportStatistic } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { invalidateMatch } from './invalidate-match';

export type ReportInput = { score_home: number; score_away: number; statistics: ReportStatistic[]; evidence: { data: string }[] };

/** POST /games/{id}/report: the score, the reporter's own team's statistics and 1–4 screenshots as base64. */
export const reportResult = ({ id, body }: { id: number; body: ReportInput }) => api.post<{ message: string }>(`/games/${id}/report`, body);
export const useReportResult = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: reportResult, onSuccess: (_r, { id }) => invalidateMatch(qc, id) });
};
