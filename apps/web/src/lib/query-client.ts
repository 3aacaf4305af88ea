import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { ApiError, isFirstLoad } from './api-client';
import { getToken } from './token';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // Client errors will not fix themselves by retrying.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

/**
 * A route loader for the app's first load: waits for the queries whose answers main.tsx asked for
 * while the code downloaded, so the first render already has them. Otherwise each answer landed
 * on its own and drew the screen again (a render and a layout each, on a phone's main thread
 * right after the first paint). The answers usually arrive long before the code; when the server
 * is slow the screen draws after FIRST_LOAD_WAIT_MS anyway and fills in as before. Later
 * navigations never wait. Never throws: a failed query shows its error state in the screen.
 */
const FIRST_LOAD_WAIT_MS = 300;
// Queries of any data type: TanStack's options are invariant in it (staleTime may be a function of the query).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above
export async function primeFirstLoad(...queries: FetchQueryOptions<any, any, any, any>[]) {
  if (!isFirstLoad() || !getToken()) return null;
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS));
  await Promise.race([Promise.all(queries.map((q) => queryClient.prefetchQuery(q))), waited]);
  return null;
}
