import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClauseBodyInput, OfferCreatedResponse } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { keepReceipt } from './receipts';

export const createOffer = (body: ClauseBodyInput) => api.post<OfferCreatedResponse>('/clausula_rescision', body);
export const useCreateOffer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSuccess: (created) => {
      keepReceipt(created.id, created.receipt);
      return Promise.all(['offers', 'ledger'].map((k) => qc.invalidateQueries({ queryKey: [k] })));
    },
  });
};
