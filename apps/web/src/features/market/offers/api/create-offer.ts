import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClauseBodyInput, OfferCreatedResponse } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/**
 * The sealed receipts this browser received when its user sent clause offers (decision 023), kept
 * so that the round log can check them after the reveal without the server vouching for itself.
 */
const RECEIPTS_KEY = 'superliga.receipts';

function keptReceipts(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(RECEIPTS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

const keepReceipt = (offerId: number, receipt: string) => localStorage.setItem(RECEIPTS_KEY, JSON.stringify({ ...keptReceipts(), [offerId]: receipt }));
export const keptReceipt = (offerId: number): string | undefined => keptReceipts()[offerId];

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
