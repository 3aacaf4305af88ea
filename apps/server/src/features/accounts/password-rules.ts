import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COMMON_PASSWORDS_REFUSED, MSG, PASSWORD_MIN } from '@superliga/league';
import { refuse } from '../../lib/errors';

/**
 * The most used passwords, most used first, as the zxcvbn-ts project ships them (MIT, built from
 * leaked-password frequency lists); we refuse the first COMMON_PASSWORDS_REFUSED (decision 015).
 * Read once, on the first password set, and kept lowercased.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (!common) {
    const file = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json');
    const ranked = JSON.parse(readFileSync(file, 'utf8')) as string[];
    common = new Set(ranked.slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase()));
  }
  return common;
}

const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/**
 * Why a password may not be set, or null. The one rule for every place a password is set
 * (signup, a change, an Admin creating a user, the first Admin): the contract's schema already
 * refused one shorter than PASSWORD_MIN; the bootstrap calls this directly. Logging in never
 * calls it, so a stored password set under the old rule keeps working.
 */
export function passwordRefusal(password: string): string | null {
  if (password.length < PASSWORD_MIN) return MSG.passwordTooShort;
  if (isCommonPassword(password)) return MSG.passwordTooCommon;
  return null;
}

/** Throws the 422 on `password` when the password may not be set. */
export function requireAcceptablePassword(password: string) {
  const refusal = passwordRefusal(password);
  if (refusal) throw refuse('account.password_refused', refusal);
}
