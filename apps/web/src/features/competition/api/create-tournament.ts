import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTournamentResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export type TournamentInput = { name: string; start_date: string; end_date: string; season_id: number | string; type: string };
export const createTournament = (body: TournamentInput) => api.post<CreateTournamentResponse>('/tournaments', body);
export const useCreateTournament = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTournament, onSuccess: () => qc.invalidateQueries({ queryKey: ['tournaments'] }) });
};
