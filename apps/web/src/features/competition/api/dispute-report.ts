import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportStatistic } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { invalidateMatch } from './invalidate-match';

export type DisputeInput = { score_home: number; score_away: number; statistics: ReportStatistic[]; comment: string };

/** POST /games/{id}/report/dispute: the opponent's version of the disputed fields and his comment. */
export const disputeReport = ({ id, body }: { id: number; body: DisputeInput }) => api.post<{ message: string }>(`/games/${id}/report/dispute`, body);
export const useDisputeReport = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: disputeReport, onSuccess: (_r, { id }) => invalidateMatch(qc, id) });
};
