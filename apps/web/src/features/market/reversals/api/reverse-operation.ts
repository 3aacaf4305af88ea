import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reversal, ReversalBody } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** `POST /reversals` (Admin, with the mutation's Idempotency-Key). */
export const reverseOperation = (body: ReversalBody) => api.post<Reversal & { message: string }>('/reversals', body);
export const useReverseOperation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reverseOperation,
    // Money and squads move back: budgets, players and every market list.
    onSuccess: () =>
      Promise.all(
        ['reversals', 'transfers', 'offers', 'auctions', 'user', 'players', 'ledger', 'squad', 'teams'].map((k) => qc.invalidateQueries({ queryKey: [k] })),
      ),
  });
};
