import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Season } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { seasonsChanged } from '../../../lib/season-rules';
import type { SeasonInput } from './create-season';

export const updateSeason = ({ id, body }: { id: number; body: SeasonInput }) => api.put<Season>(`/season/${id}`, body);
export const useUpdateSeason = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateSeason, onSuccess: () => seasonsChanged(qc) });
};
