import type { AuthResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/token';

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export async function signup(body: SignupInput) {
  const data = await api.post<AuthResponse>('/signup', body);
  setToken(data.token);
  return data;
}
