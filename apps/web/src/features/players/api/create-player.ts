import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Player, PlayerBodyInput } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { invalidatePlayerViews } from './player-cache';

export const createPlayer = (body: PlayerBodyInput) => api.post<Player>('/players', body);
export const useCreatePlayer = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createPlayer, onSuccess: () => invalidatePlayerViews(qc) });
};
