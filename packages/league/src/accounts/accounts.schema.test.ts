import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { signupBodySchema } from './accounts.schema';

const ok = { name: 'Ana', email: 'Ana@Liga.com', password: 'secreto123', password_confirmation: 'secreto123' };
const firstError = (body: unknown, field: string) => {
  const r = signupBodySchema.safeParse(body);
  if (r.success) return undefined;
  return r.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('signup validation', () => {
  it('accepts a good signup and lowercases the email', () => {
    expect(signupBodySchema.parse(ok).email).toBe('ana@liga.com');
  });
  it.each([
    [{ ...ok, name: '' }, 'name', MSG.nameRequired],
    [{ ...ok, name: 'x'.repeat(56) }, 'name', MSG.nameTooLong],
    [{ ...ok, email: 'no-es-email' }, 'email', MSG.emailInvalid],
    [{ ...ok, email: '' }, 'email', MSG.emailRequired],
    [{ ...ok, password: 'corta', password_confirmation: 'corta' }, 'password', MSG.passwordTooShort],
    [{ ...ok, password: 'nueve9999', password_confirmation: 'nueve9999' }, 'password', MSG.passwordTooShort],
    [{ ...ok, password_confirmation: 'otra-cosa' }, 'password_confirmation', MSG.passwordMismatch],
  ])('%o -> %s: %s', (body, field, message) => {
    expect(firstError(body, field)).toBe(message);
  });
});
