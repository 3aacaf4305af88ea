import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, type MessageResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import type { BetKind } from './get-bet';

/** PUT /bets/{id} (match bet) or PUT /singlebet/{id} (player bet) with active 'off'. */
export const deactivateBet = ({ kind, id }: { kind: BetKind; id: number }) =>
  api.put<MessageResponse>(kind === 'match' ? `/bets/${id}` : `/singlebet/${id}`, { active: 'off' });
export const useDeactivateBet = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deactivateBet,
    // Told here, not by the row's button: the row goes when the list is read again, before the
    // answer's own callbacks would run, and they die with it.
    onSuccess: (r) => (notifySuccess(r.message ?? MSG.betDeleted), qc.invalidateQueries({ queryKey: ['bets'] })),
  });
};
