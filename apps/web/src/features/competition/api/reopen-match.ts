import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const reopenMatch = (id: number) => api.put<MessageResponse>(`/game-update/${id}`, { status: 'pending' });
export const useReopenMatch = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: reopenMatch, onSuccess: () => qc.invalidateQueries({ queryKey: ['matches'] }) });
};
