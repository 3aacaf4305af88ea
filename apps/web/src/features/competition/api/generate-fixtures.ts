import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const generateFixtures = () => api.post<{ message: string }>('/fixtures/generate');
export const useGenerateFixtures = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: generateFixtures, onSuccess: () => qc.invalidateQueries({ queryKey: ['fixtures'] }) });
};
