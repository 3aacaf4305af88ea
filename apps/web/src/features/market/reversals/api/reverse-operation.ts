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
    // Told here, not by the button: the list this action changes is read again (and the live event
    // redraws it) before the answer's own callbacks would run, and they die with a row that goes.
    onSuccess: (r) => {
      notifySuccess(r.message);
      return Promise.all(
        ['reversals', 'transfers', 'offers', 'auctions', 'user', 'players', 'ledger', 'squad', 'teams'].map((k) => qc.invalidateQueries({ queryKey: [k] })),
      );
    },
  });
};
