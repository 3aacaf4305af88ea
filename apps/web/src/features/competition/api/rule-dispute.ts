import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RuleDisputeBody } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { invalidateMatch } from './invalidate-match';

/** POST /games/{id}/report/rule (staff): which version stands. */
export const ruleDispute = ({ id, body }: { id: number; body: RuleDisputeBody }) => api.post<{ message: string }>(`/games/${id}/report/rule`, body);
export const useRuleDispute = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: ruleDispute, onSuccess: (_r, { id }) => invalidateMatch(qc, id) });
};
