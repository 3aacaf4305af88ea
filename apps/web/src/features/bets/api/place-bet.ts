import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, UserBetBodyInput } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/current-user';

export const placeBet = (body: UserBetBodyInput) => api.post<MessageResponse>('/apuesta/jugador', body);
/** The stake leaves the budget at once: refresh the user and their bets. */
export const usePlaceBet = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: USER_QUERY_KEY }), qc.invalidateQueries({ queryKey: ['user-bets'] })]),
  });
};
