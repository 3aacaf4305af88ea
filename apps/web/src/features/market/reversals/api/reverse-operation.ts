import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reversal, ReversalBody } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';

/** `POST /reversals` (Admin, with the mutation's Idempotency-Key). */
export const reverseOperation = (body: ReversalBody) => api.post<Reversal & { message: string }>('/reversals', body);
export const useReverseOperation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reverseOperation,
    // Money and squads move back: budgets, players and every market list.
    // The toast is the hook's: a row that goes takes the call's callbacks with it (decision 032).
    onSuccess: (r) => {
      notifySuccess(r.message);
      return Promise.all(
        ['reversals', 'transfers', 'offers', 'auctions', 'user', 'players', 'ledger', 'squad', 'teams'].map((k) => qc.invalidateQueries({ queryKey: [k] })),
      );
    },
  });
};
