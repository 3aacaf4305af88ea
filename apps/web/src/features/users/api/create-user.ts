import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserCreateBody } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** The league's request schema is the contract (docs/decisions/032-forms-and-screen-tests.md). */
export type NewUser = UserCreateBody;

export const createUser = (body: NewUser) => api.post<User>('/users', body);
export const useCreateUser = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }) });
};
