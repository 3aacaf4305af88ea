import { MSG } from '@superliga/league';
import { ApiError } from './api-client';
import { getToken, authorization } from './token';

/**
 * Downloads a file the API sends as an attachment (a CSV) with the user's token: a plain link
 * cannot carry the Authorization header. The file name is the server's (Content-Disposition).
 */
export async function downloadFile(path: string, query: Record<string, string | null> = {}) {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [k, v] of Object.entries(query)) if (v) url.searchParams.set(k, v);
  const token = getToken();
  const res = await fetch(url, { headers: token ? { Authorization: authorization(token) } : {} });
  if (!res.ok) {
    const data = await res.json().catch(() => undefined);
    throw new ApiError(res.status, data?.message ?? MSG.internalError, data?.errors, data?.code ?? 'internal');
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'descarga';
  const href = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
