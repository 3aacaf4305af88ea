import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedResponse, TransferBodyInput } from '@superliga/league';
import { api } from '../../../../lib/api-client';

export const createTransfer = (body: TransferBodyInput) => api.post<CreatedResponse>('/transfer', body);
export const useCreateTransfer = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTransfer, onSuccess: () => qc.invalidateQueries({ queryKey: ['transfers'] }) });
};
