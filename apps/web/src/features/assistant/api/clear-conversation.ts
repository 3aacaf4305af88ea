import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const clearConversation = () => api.delete<MessageResponse>('/chatbot');
export const useClearConversation = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: clearConversation, onSuccess: () => qc.invalidateQueries({ queryKey: ['assistant'] }) });
};
