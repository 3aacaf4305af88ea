import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserUpdateInput } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/current-user';

export const updateUser = ({ id, body }: { id: number; body: UserUpdateInput }) => api.put<{ message: string; user: User }>(`/users/${id}`, body);
export const useUpdateUser = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['users'] }), qc.invalidateQueries({ queryKey: USER_QUERY_KEY })]),
  });
};
