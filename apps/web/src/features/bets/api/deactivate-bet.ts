import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';
import type { BetKind } from './get-bet';

/** PUT /bets/{id} (match bet) or PUT /singlebet/{id} (player bet) with active 'off'. */
export const deactivateBet = ({ kind, id }: { kind: BetKind; id: number }) =>
  api.put<MessageResponse>(kind === 'match' ? `/bets/${id}` : `/singlebet/${id}`, { active: 'off' });
export const useDeactivateBet = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deactivateBet, onSuccess: () => qc.invalidateQueries({ queryKey: ['bets'] }) });
};
