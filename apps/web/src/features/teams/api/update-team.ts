import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team, TeamBodyInput } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const updateTeam = ({ id, body }: { id: number; body: TeamBodyInput }) => api.put<Team>(`/teams/${id}`, body);
export const useUpdateTeam = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: () => Promise.all([['teams'], ['users'], ['squad'], ['user']].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
};
