import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const generateFixtures = () => api.post<MessageResponse>('/fixtures/generate');
export const useGenerateFixtures = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: generateFixtures, onSuccess: () => qc.invalidateQueries({ queryKey: ['fixtures'] }) });
};
