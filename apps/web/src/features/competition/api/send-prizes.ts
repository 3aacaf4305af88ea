import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export type PrizeInput = { tournament_id: string | null; team_id: string | null; amount: string | number; position: string | number; description: string };
export const sendPrizes = (prizes: PrizeInput[]) => api.post<MessageResponse>('/prizes', { prizes });
export const useSendPrizes = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendPrizes,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['prizes'] }), qc.invalidateQueries({ queryKey: ['user'] })]),
  });
};
