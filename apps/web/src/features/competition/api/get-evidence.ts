import { useQuery } from '@tanstack/react-query';
import { MSG } from '@superliga/league';
import { ApiError } from '../../../lib/api-client';
import { authorization, getToken } from '../../../lib/token';

/**
 * GET /games/{id}/evidence/{evidenceId}: a screenshot as a data URL. An <img src> cannot carry the
 * Authorization header, so the image is fetched with the token; it is shown as a data URL because
 * the security headers allow images from 'self' and data: only (no blob:).
 */
export async function getEvidence(url: string): Promise<string> {
  const token = getToken();
  const res = await fetch(url.startsWith('/api') ? url : `/api${url}`, { headers: token ? { Authorization: authorization(token) } : {} });
  if (!res.ok) throw new ApiError(res.status, MSG.internalError);
  const blob = await res.blob();
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ApiError(0, MSG.internalError));
    reader.readAsDataURL(blob);
  });
}
export const useEvidence = (url: string) => useQuery({ queryKey: ['evidence', url], queryFn: () => getEvidence(url), staleTime: Infinity });
