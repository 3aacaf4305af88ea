import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeasonRulesBody, SeasonRulesResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { rulesInForceQueryOptions, seasonRulesQueryOptions } from '../../../lib/season-rules';

export const updateSeasonRules = ({ seasonId, body }: { seasonId: number; body: SeasonRulesBody }) =>
  api.put<SeasonRulesResponse>(`/seasons/${seasonId}/rules`, body);
export const useUpdateSeasonRules = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSeasonRules,
    onSuccess: (saved) => {
      qc.setQueryData(seasonRulesQueryOptions(saved.id_season).queryKey, saved);
      void qc.invalidateQueries({ queryKey: rulesInForceQueryOptions().queryKey });
    },
  });
};
