import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClauseBodyInput, CreatedResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const createOffer = (body: ClauseBodyInput) => api.post<CreatedResponse>('/clausula_rescision', body);
export const useCreateOffer = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createOffer, onSuccess: () => Promise.all(['offers', 'ledger'].map((k) => qc.invalidateQueries({ queryKey: [k] }))) });
};
