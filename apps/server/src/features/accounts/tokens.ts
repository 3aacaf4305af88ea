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

export function secretMatches(secret: string, storedHash: string) {
  const a = Buffer.from(hashTokenSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
