import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportStatistic } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { invalidateMatch } from './invalidate-match';

/** POST /games/{id}/report/confirm: the opponent accepts the report (and may add his team's statistics). */
export const confirmReport = ({ id, statistics }: { id: number; statistics: ReportStatistic[] }) =>
  api.post<{ message: string }>(`/games/${id}/report/confirm`, { statistics });
export const useConfirmReport = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: confirmReport, onSuccess: (_r, { id }) => invalidateMatch(qc, id) });
};
