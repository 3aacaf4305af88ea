import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Season, SeasonBody } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { seasonsChanged } from '../../../lib/season-rules';

/** The league's season schema is the contract (docs/decisions/032-forms-and-screen-tests.md). */
export type SeasonInput = SeasonBody;

export const createSeason = (body: SeasonInput) => api.post<Season>('/season', body);
export const useCreateSeason = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createSeason, onSuccess: () => seasonsChanged(qc) });
};
