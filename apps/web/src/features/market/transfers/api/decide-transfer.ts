import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';

/** Confirm (the counterparty) or cancel (either party) a pending transfer. */
export const decideTransfer = ({ id, action }: { id: number; action: 'confirm' | 'cancel' }) =>
  action === 'confirm' ? api.post<{ message: string }>(`/transferencia_confirmada/${id}`) : api.put<{ message: string }>(`/transferencia_cancelada/${id}`);
export const useDecideTransfer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decideTransfer,
    // Money and squads change: budgets, players and every market list; the transfer's notice is resolved (decision 027).
    // The toast is the hook's: a row that goes takes the call's callbacks with it (decision 032).
    onSuccess: (r) => {
      notifySuccess(r.message);
      return Promise.all(['transfers', 'user', 'players', 'ledger', 'squad', 'teams', 'notifications'].map((k) => qc.invalidateQueries({ queryKey: [k] })));
    },
  });
};
