import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Player, PlayerCreateBody } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { invalidatePlayerViews } from './player-cache';

export const createPlayer = (body: PlayerCreateBody) => api.post<Player>('/players', body);
export const useCreatePlayer = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createPlayer, onSuccess: () => invalidatePlayerViews(qc) });
};
