import { ERROR_STATUS, MSG, type ApiErrorCode, COMMON_SCREEN } from '@superliga/league';
import { currentActionKey } from './action-key';
import { deviceId } from './device-id';
import { clearToken, getToken, authorization } from './token';

/**
 * A refused request: its code (market/errors.ts or common/area-errors.ts in league, or the kind of
 * refusal for the answers no area gives), what screens decide on; its Spanish message, what they
 * show (docs/decisions/031-coded-errors-and-the-market-module.md).
 * A request that never reached the server has the code `unreachable` and status 0.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly code: ApiErrorCode | 'unreachable' = 'internal',
  ) {
    super(message);
  }
  /** The first message of each field, one line each (how the documents show 422s). */
  get lines(): string[] {
    const lines = Object.values(this.errors)
      .map((v) => v[0])
      .filter((v): v is string => !!v);
    return lines.length ? lines : [this.message];
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

const listeners = new Set<() => void>();
/** Called when the server answers 401: the token is gone and the app must send the user to /login. */
export const onUnauthorized = (fn: () => void) => {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
};

/**
 * Every request names this browser (`X-Device-Id`), the login too: the server notes it on login,
 * signup and the app's start, so staff see two accounts used from one browser (decision 030).
 */
function authHeaders(token: string | null): Record<string, string> {
  const device = deviceId();
  return { Accept: 'application/json', ...(token ? { Authorization: authorization(token) } : {}), ...(device ? { 'X-Device-Id': device } : {}) };
}

/**
 * GETs sent while the app's code is still downloading (main.tsx starts the user, the settings and
 * the first screen's data on a logged-in path), each handed to the first request for the same
 * path and query with the same token. On a phone the screen otherwise waited for its code, then a round
 * trip before drawing its figures.
 */
const early = new Map<string, { token: string; response: Promise<Response> }>();
let firstLoad = true;
export function fetchEarly(path: string) {
  const token = getToken();
  if (!firstLoad || !token || early.has(path)) return;
  const response = fetch(`/api${path}`, { headers: authHeaders(token) });
  response.catch(() => early.delete(path));
  early.set(path, { token, response });
}
function takeEarly(path: string, token: string | null) {
  const hit = early.get(path);
  if (!hit) return undefined;
  early.delete(path);
  return hit.token === token ? hit.response : undefined;
}
/** Until the logged-in area first draws (app-layout.tsx); routes then stop waiting for data (primeFirstLoad). */
export const isFirstLoad = () => firstLoad;
/**
 * A query that waits for another one (the squad's actions wait for the squad) asks after the first
 * screen is drawn: an early answer is kept that long for it, then dropped, never handed out later
 * as fresh.
 */
const EARLY_KEPT_MS = 5_000;
/** The first screen is drawn: routes stop waiting for data; early answers nobody took go soon after. */
export function endFirstLoad() {
  firstLoad = false;
  setTimeout(() => early.clear(), EARLY_KEPT_MS);
}

async function request<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  const token = getToken();
  const headers = authHeaders(token);
  // A file (a backup to restore) travels as it is; anything else as JSON.
  const isFile = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = isFile ? 'application/gzip' : 'application/json';
  // Read before the first await: the key is current only while the mutation starts its request.
  const actionKey = method === 'GET' ? undefined : currentActionKey();
  if (actionKey) headers['Idempotency-Key'] = actionKey;
  let res: Response;
  try {
    // Keyed by path and query as sent (a list's first page is `/players?page=1`). A write may change
    // what any of them says: once one is sent, no answer asked for before it is handed out.
    if (method !== 'GET') early.clear();
    const sent = method === 'GET' ? takeEarly(url.pathname.slice('/api'.length) + url.search, token) : undefined;
    res = await (sent ?? fetch(url, { method, headers, body: body === undefined ? undefined : isFile ? body : JSON.stringify(body) }));
  } catch {
    throw new ApiError(0, COMMON_SCREEN.noSePudoConectarCon, {}, 'unreachable');
  }
  const data = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (res.status === ERROR_STATUS.unauthenticated) {
    clearToken();
    listeners.forEach((fn) => fn());
  }
  if (!res.ok) throw new ApiError(res.status, data?.message ?? MSG.internalError, data?.errors, data?.code ?? 'internal');
  return data as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, undefined, query),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  /** POSTs a file as the request's body. */
  upload: <T>(path: string, file: Blob) => request<T>('POST', path, file),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
