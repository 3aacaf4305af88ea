import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, PredictionBody } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** PUT /prode/{fixtureId} or PUT /prode/partido/{matchId}. */
export const savePrediction = ({ kind, id, body }: { kind: 'fixture' | 'match'; id: number; body: PredictionBody }) =>
  api.put<MessageResponse>(kind === 'fixture' ? `/prode/${id}` : `/prode/partido/${id}`, body);
export const useSavePrediction = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: savePrediction, onSuccess: () => qc.invalidateQueries({ queryKey: ['prode'] }) });
};
