import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Player, PlayerUpdateBody } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { invalidatePlayerViews } from './player-cache';

export const updatePlayer = ({ id, body }: { id: number; body: PlayerUpdateBody }) => api.put<Player>(`/players/${id}`, body);
export const useUpdatePlayer = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updatePlayer, onSuccess: () => invalidatePlayerViews(qc) });
};
