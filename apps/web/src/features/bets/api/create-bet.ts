import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchBet, MatchBetBodyInput, PlayerBet, PlayerBetBodyInput } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const createMatchBet = (body: MatchBetBodyInput) => api.post<MatchBet>('/bets', body);
export const createPlayerBet = (body: PlayerBetBodyInput) => api.post<PlayerBet>('/singlebet', body);

export const useCreateMatchBet = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createMatchBet, onSuccess: () => qc.invalidateQueries({ queryKey: ['bets'] }) });
};
export const useCreatePlayerBet = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createPlayerBet, onSuccess: () => qc.invalidateQueries({ queryKey: ['bets'] }) });
};
