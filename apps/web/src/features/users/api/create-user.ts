import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@superliga/league';
import { api } from '../../../lib/api-client';

export interface NewUser {
  name: string;
  email: string;
  rol: string;
  profits: number;
  password: string;
  password_confirmation: string;
}

export const createUser = (body: NewUser) => api.post<User>('/users', body);
export const useCreateUser = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }) });
};
