import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team, TeamBodyInput } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const createTeam = (body: TeamBodyInput) => api.post<Team>('/teams', body);
export const useCreateTeam = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['teams'] }), qc.invalidateQueries({ queryKey: ['users'] })]),
  });
};
