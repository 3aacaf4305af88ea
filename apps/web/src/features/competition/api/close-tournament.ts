import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Closing } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** POST /tournaments/{id}/close: pays the closing once (decision 025). */
export const closeTournament = (id: number) => api.post<Closing & { message: string }>(`/tournaments/${id}/close`);
export const useCloseTournament = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: closeTournament,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['tournaments'] }),
        qc.invalidateQueries({ queryKey: ['prizes'] }),
        qc.invalidateQueries({ queryKey: ['user'] }),
        qc.invalidateQueries({ queryKey: ['teams', 'honours'] }),
      ]),
  });
};
