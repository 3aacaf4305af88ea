import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The body of RoundWindowsBody as sent: instants as ISO strings (the schema turns them into dates). */
type WindowsInput = { rounds: { stage: number; starts_at: string; deadline_at: string }[] };

/** PUT /tournaments/{id}/rounds (staff): the play window of each round sent. */
export const saveRounds = ({ id, body }: { id: number; body: WindowsInput }) => api.put<{ message: string }>(`/tournaments/${id}/rounds`, body);
export const useSaveRounds = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveRounds,
    onSuccess: (_r, { id }) => qc.invalidateQueries({ queryKey: ['tournaments', id, 'rounds'] }),
  });
};
