import { useQuery } from '@tanstack/react-query';
import { MSG } from '@superliga/league';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/token';

/**
 * GET /games/{id}/evidence/{evidenceId}: a screenshot as a blob. An <img src> cannot carry the
 * Authorization header, so the image is fetched with the token and shown from an object URL.
 */
export async function getEvidence(url: string): Promise<Blob> {
  const token = getToken();
  const res = await fetch(url.startsWith('/api') ? url : `/api${url}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, MSG.internalError);
  return res.blob();
}
export const useEvidence = (url: string) => useQuery({ queryKey: ['evidence', url], queryFn: () => getEvidence(url), staleTime: Infinity });
