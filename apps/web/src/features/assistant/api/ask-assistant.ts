import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ASSISTANT_MODEL, type MessageResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const askAssistant = (content: string) => api.post<MessageResponse>('/chatbot', { model: ASSISTANT_MODEL, content });
export const useAskAssistant = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: askAssistant, onSuccess: () => qc.invalidateQueries({ queryKey: ['assistant'] }) });
};
