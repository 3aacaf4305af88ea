import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (DECISIONS, accounts). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the email is unknown keeps both answers equally slow. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hash('superliga-dummy-password'));
