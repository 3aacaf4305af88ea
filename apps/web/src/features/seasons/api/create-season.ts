import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Season } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { seasonsQueryOptions } from '../../../lib/reference-data';

export interface SeasonInput {
  name: string;
  start_date: string;
  end_date: string | null;
  active: boolean;
}

export const createSeason = (body: SeasonInput) => api.post<Season>('/season', body);
export const useCreateSeason = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createSeason, onSuccess: () => qc.invalidateQueries({ queryKey: seasonsQueryOptions().queryKey }) });
};
