import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearToken } from '../../../lib/token';

export const logout = () => api.post<{ message: string }>('/logout');

/** The call is made, then the user is emptied and the token cleared, whatever the answer (000 §4). */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      clearToken();
      qc.clear();
    },
  });
}
