import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';

/** Confirm or close an offer (Admin, Organizador). The server reads amounts from its records. */
export const decideOffer = ({ offer, action }: { offer: Offer; action: 'confirm' | 'close' }) =>
  action === 'confirm'
    ? api.post<{ message: string }>('/confirm-offer', {
        offer: { id: offer.id, total_value: offer.total_value, confirmed: offer.confirmed, active: offer.active },
      })
    : api.put<{ message: string }>(`/cerrar-oferta/${offer.id}`, { id: offer.id, active: 'no' });
export const useDecideOffer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decideOffer,
    // The toast is the hook's: a row that goes takes the call's callbacks with it (decision 032).
    onSuccess: (r) => {
      notifySuccess(r.message);
      return Promise.all(['offers', 'user', 'players', 'ledger', 'squad', 'teams'].map((k) => qc.invalidateQueries({ queryKey: [k] })));
    },
  });
};
