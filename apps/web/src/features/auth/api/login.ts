import type { AuthResponse, LoginBody } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/token';

/** Plain call (no query cache): the guest screens stay out of the data layer's bundle. */
export async function login(body: LoginBody) {
  const data = await api.post<AuthResponse>('/login', body);
  setToken(data.token);
  return data;
}
