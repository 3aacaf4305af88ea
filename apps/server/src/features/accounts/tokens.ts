import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Tokens are `<id>|<secret>`; only the SHA-256 of the secret is stored. */
export const newTokenSecret = () => randomBytes(32).toString('base64url');
export const hashTokenSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const formatToken = (id: number, secret: string) => `${id}|${secret}`;

export function parseToken(token: string): { id: number; secret: string } | null {
  const match = /^(\d{1,10})\|([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match) return null;
  return { id: Number(match[1]), secret: match[2]! };
}

/**
 * The secrets already found to match a cached token row, by row: the same token comes with every
 * request of a session, and its SHA-256 was a noticeable part of what a cached read costs. Held
 * by the row object the read cache keeps, so it goes when the row is read again (after any change
 * of tokens or users) and never outlives it.
 */
const verified = new WeakMap<object, Buffer>();

/** secretMatches, remembered for `row` (the cached token row holding `storedHash`). */
export function secretMatchesRow(secret: string, row: { secretHash: string }) {
  const presented = Buffer.from(secret);
  const known = verified.get(row);
  if (known && known.length === presented.length && timingSafeEqual(known, presented)) return true;
  if (!secretMatches(secret, row.secretHash)) return false;
  verified.set(row, presented);
  return true;
}

function secretMatches(secret: string, storedHash: string) {
  const a = Buffer.from(hashTokenSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
