import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteUser = (id: number) => api.delete<{ message: string }>(`/users/${id}`);
export const useDeleteUser = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }) });
};
