import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export type StatisticInput = {
  player_id: number;
  tournament_id: number;
  match_id: number;
  user_id: number | null;
  goals: number | string;
  assists: number | string;
  yellow_cards: number | string;
  red_cards: number | string;
  direct_red: number | string;
  simple_injuries: number | string;
  serious_injuries: number | string;
  mvp: number | string;
};
export const saveMatchStatistics = (statistics: StatisticInput[]) => api.post<MessageResponse>('/match-statistics', { statistics });
export const useSaveMatchStatistics = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveMatchStatistics,
    onSuccess: () =>
      Promise.all(['matches', 'match-statistics', 'standings', 'team-statistics', 'fixtures'].map((k) => qc.invalidateQueries({ queryKey: [k] }))),
  });
};
