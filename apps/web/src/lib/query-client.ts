import { QueryClient, type FetchQueryOptions, type MutationFunction, type MutationOptions } from '@tanstack/react-query';
import { newActionKey, withActionKey } from './action-key';
import { ApiError, isFirstLoad } from './api-client';
import { getToken } from './token';

type AnyMutationFn = MutationFunction<unknown, unknown>;
// TanStack hands each mutate() call one context object, the same on its retries: the call's key hangs on it.
const keys = new WeakMap<object, string>();
// Per mutation function, the requests in flight by their variables.
const inFlight = new WeakMap<AnyMutationFn, Map<string, Promise<unknown>>>();
const sameAction = (variables: unknown) => {
  try {
    return JSON.stringify(variables ?? null);
  } catch {
    return undefined;
  }
};

/**
 * Every mutation once per user action (decision 007): each mutate() call sends a fresh
 * Idempotency-Key, reused when TanStack retries that call; and while the same action (the same
 * mutation function with equal variables) is in flight, a second call (a double click that beat
 * the button's pending state) joins the first request instead of sending another.
 */
function oncePerAction(send: AnyMutationFn): AnyMutationFn {
  return (variables, context) => {
    const action = sameAction(variables);
    const running = inFlight.get(send) ?? new Map<string, Promise<unknown>>();
    inFlight.set(send, running);
    const joined = action === undefined ? undefined : running.get(action);
    if (joined) return joined;
    let key = keys.get(context);
    if (!key) keys.set(context, (key = newActionKey()));
    const sent = withActionKey(key, () => send(variables, context));
    if (action !== undefined) {
      running.set(action, sent);
      const done = () => void running.delete(action);
      sent.then(done, done);
    }
    return sent;
  };
}

/** The app's client: every mutation it builds goes through oncePerAction. */
class ActionQueryClient extends QueryClient {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any mutation's options, whatever its data types
  override defaultMutationOptions<T extends MutationOptions<any, any, any, any>>(options?: T): T {
    if (options?._defaulted) return options;
    const defaulted = super.defaultMutationOptions(options);
    return defaulted.mutationFn ? { ...defaulted, mutationFn: oncePerAction(defaulted.mutationFn) } : defaulted;
  }
}

export const queryClient = new ActionQueryClient({
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
