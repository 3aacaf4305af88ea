import { describe, expect, it } from 'vitest';
import { hashTokenSecret, newTokenSecret, secretMatchesRow } from './tokens';

describe('secretMatchesRow (the token check of every request)', () => {
  const secret = newTokenSecret();
  const other = newTokenSecret();

  it('accepts the token secret, again and again for the same cached row', () => {
    const row = { secretHash: hashTokenSecret(secret) };
    for (let i = 0; i < 3; i++) expect(secretMatchesRow(secret, row)).toBe(true);
  });

  it('refuses another secret, also once the right one was seen, and a prefix or an extension of it', () => {
    const row = { secretHash: hashTokenSecret(secret) };
    expect(secretMatchesRow(other, row)).toBe(false);
    expect(secretMatchesRow(secret, row)).toBe(true);
    expect(secretMatchesRow(other, row)).toBe(false);
    expect(secretMatchesRow(secret.slice(0, -1), row)).toBe(false);
    expect(secretMatchesRow(`${secret}a`, row)).toBe(false);
  });

  it('checks a row read again on its own: a secret that matched the old row does not match a new hash', () => {
    expect(secretMatchesRow(secret, { secretHash: hashTokenSecret(secret) })).toBe(true);
    expect(secretMatchesRow(secret, { secretHash: hashTokenSecret(other) })).toBe(false);
  });
});
