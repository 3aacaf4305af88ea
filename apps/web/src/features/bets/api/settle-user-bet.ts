import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { USER_QUERY_KEY } from '../../../lib/current-user';

/** Admin: 'won' pays odd × amount, 'lost' closes the bet without paying; `result` makes `id` the user bet's (docs/decisions/017). */
export const settleUserBet = ({ id, userId, result }: { id: number; userId: number; result: 'won' | 'lost' }) =>
  api.put<MessageResponse>(`/apuesta/usuario/${id}/${userId}`, { confirmed: 'yes', result });
export const useSettleUserBet = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: settleUserBet,
    // Told here, not by the row's button: the settled bet leaves the list when it is read again (or
    // another Admin's live event redraws it), before the answer's own callbacks would run.
    onSuccess: (r) => {
      notifySuccess(r.message);
      return Promise.all([qc.invalidateQueries({ queryKey: ['user-bets'] }), qc.invalidateQueries({ queryKey: USER_QUERY_KEY })]);
    },
  });
};
