import { PasswordInput, TextInput } from '@mantine/core';
import { MSG } from '@superliga/league';
import type { FormEvent } from 'react';
import type { SignupInput } from '../api/signup';

/** The signup form's four fields (000 §5), shared by the signup screen and an invitation link. */
export function SignupFields() {
  return (
    <>
      <TextInput name="name" aria-label={MSG.placeholderName} placeholder={MSG.placeholderName} autoComplete="name" required mb="sm" />
      <TextInput name="email" type="email" aria-label={MSG.placeholderEmail} placeholder={MSG.placeholderEmail} autoComplete="email" required mb="sm" />
      <PasswordInput
        name="password"
        aria-label={MSG.placeholderPassword}
        placeholder={MSG.placeholderPassword}
        description={MSG.passwordRule}
        inputWrapperOrder={['input', 'description']}
        autoComplete="new-password"
        required
        mb="sm"
      />
      <PasswordInput
        name="password_confirmation"
        aria-label={MSG.placeholderPasswordConfirm}
        placeholder={MSG.placeholderPasswordConfirm}
        autoComplete="new-password"
        required
        mb="md"
      />
    </>
  );
}

/** The fields' values as the signup body. */
export function signupInputOf(e: FormEvent<HTMLFormElement>): SignupInput {
  const form = new FormData(e.currentTarget);
  const field = (k: string) => String(form.get(k) ?? '');
  return { name: field('name'), email: field('email'), password: field('password'), password_confirmation: field('password_confirmation') };
}
