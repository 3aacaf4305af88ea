import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalkoverBody } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { invalidateMatch } from './invalidate-match';

/** POST /games/{id}/walkover (staff): the claiming team wins by the rulebook's score, or the match is unplayed. */
export const giveWalkover = ({ id, body }: { id: number; body: WalkoverBody }) => api.post<{ message: string }>(`/games/${id}/walkover`, body);
export const useGiveWalkover = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: giveWalkover, onSuccess: (_r, { id }) => invalidateMatch(qc, id) });
};
