/**
 * One Idempotency-Key per user action (decision 007): the server answers a repeat of the same key with
 * the first answer instead of doing the work again. query-client.ts gives every mutation call a
 * fresh key, kept for its automatic retries, and the api client sends the key that is current
 * while the mutation function starts its request.
 */
let current: string | undefined;

/** 128 random bits in hex; crypto.randomUUID needs a secure context, a phone on the LAN has none. */
export const newActionKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Runs `send` with `key` current: requests started synchronously inside it carry that key. */
export function withActionKey<T>(key: string, send: () => T): T {
  const outer = current;
  current = key;
  try {
    return send();
  } finally {
    current = outer;
  }
}

export const currentActionKey = () => current;
