import type { AuthResponse, Invitation } from '@superliga/league';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/token';
import type { SignupInput } from './signup';

/** What an invitation link offers (public): the team and until when. */
export const getInvitation = (token: string) => api.get<Invitation>(`/invitaciones/${encodeURIComponent(token)}`);

/** Uses the link: creates the account with the team and logs it in. */
export async function acceptInvitation({ token, body }: { token: string; body: SignupInput }) {
  const data = await api.post<AuthResponse>(`/invitaciones/${encodeURIComponent(token)}`, body);
  setToken(data.token);
  return data;
}
