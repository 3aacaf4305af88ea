import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMatchBody, CreateMatchResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** The match form's values (Select ids and typed goals are text); the body is the league's `createMatchBody`. */
export type MatchInput = {
  team_home_id: string | null;
  team_away_id: string | null;
  tournament_id: string | null;
  score_home: string | number;
  score_away: string | number;
  stage: string | null;
  fixture_id?: number;
};
export const createMatch = (body: CreateMatchBody) => api.post<CreateMatchResponse>('/matches', body);
export const useCreateMatch = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createMatch,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['matches'] }), qc.invalidateQueries({ queryKey: ['fixtures'] })]),
  });
};
