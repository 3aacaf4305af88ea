import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidatePlayerViews } from './player-cache';

export const deletePlayer = (id: number) => api.delete<{ message: string }>(`/players/${id}`);
export const useDeletePlayer = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deletePlayer, onSuccess: () => invalidatePlayerViews(qc) });
};
