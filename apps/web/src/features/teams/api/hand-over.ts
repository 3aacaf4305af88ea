import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HandOverBody, HandOverPreview, HandOverResult, InvitationBody, InvitationCreated } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** The team's hand-over preview (Admin): its manager, the waiting list and the open operations. */
export const getHandOverPreview = (id: number) => api.get<HandOverPreview>(`/teams/${id}/traspaso`);
export const handOverQueryOptions = (id: number) => queryOptions({ queryKey: ['teams', 'hand-over', id], queryFn: () => getHandOverPreview(id) });
export const useHandOverPreview = (id: number, enabled: boolean) => useQuery({ ...handOverQueryOptions(id), enabled });

export const handOverTeam = ({ id, body }: { id: number; body: HandOverBody }) => api.post<HandOverResult>(`/teams/${id}/traspaso`, body);
export const useHandOverTeam = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: handOverTeam,
    onSuccess: () => Promise.all([['teams'], ['users'], ['squad'], ['user']].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
};

/** A single-use link that creates the new manager's account with the team (Admin); the link is shown once. */
export const useCreateInvitation = () =>
  useMutation({ mutationFn: ({ id, body }: { id: number; body: InvitationBody }) => api.post<InvitationCreated>(`/teams/${id}/invitaciones`, body) });
export const useRevokeInvitation = () =>
  useMutation({
    mutationFn: ({ id, invitationId }: { id: number; invitationId: number }) => api.delete<{ message: string }>(`/teams/${id}/invitaciones/${invitationId}`),
  });
