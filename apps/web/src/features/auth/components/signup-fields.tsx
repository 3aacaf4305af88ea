import { PasswordInput, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { MSG, signupBodySchema } from '@superliga/league';
import { errorProps, schemaResolver, serverErrors } from '../../../lib/schema-form';
import type { SignupInput } from '../api/signup';

const SIGNUP_FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

/** The signup form's values, checked by the league's signup schema (docs/decisions/032-forms-and-screen-tests.md). */
export function useSignupForm() {
  return useForm<SignupInput>({
    initialValues: { name: '', email: '', password: '', password_confirmation: '' },
    validate: schemaResolver(signupBodySchema, (v: SignupInput) => v),
  });
}

/**
 * A refused signup: each field's message under its field; what belongs to none (a 409, a spent
 * invitation) is returned as lines for the alert block (000 §5).
 */
export function signupRefusal(form: UseFormReturnType<SignupInput>, error: unknown): string[] {
  const split = serverErrors(error, SIGNUP_FIELDS);
  form.setErrors(split.fields);
  return split.message ? split.message.split('\n') : [];
}

/** The signup form's four fields (000 §5), shared by the signup screen and an invitation link. */
export function SignupFields({ form }: { form: UseFormReturnType<SignupInput> }) {
  return (
    <>
      <TextInput
        {...form.getInputProps('name')}
        errorProps={errorProps}
        aria-label={MSG.placeholderName}
        placeholder={MSG.placeholderName}
        autoComplete="name"
        required
        mb="sm"
      />
      <TextInput
        {...form.getInputProps('email')}
        errorProps={errorProps}
        type="email"
        aria-label={MSG.placeholderEmail}
        placeholder={MSG.placeholderEmail}
        autoComplete="email"
        required
        mb="sm"
      />
      <PasswordInput
        {...form.getInputProps('password')}
        errorProps={errorProps}
        aria-label={MSG.placeholderPassword}
        placeholder={MSG.placeholderPassword}
        description={MSG.passwordRule}
        inputWrapperOrder={['input', 'description', 'error']}
        autoComplete="new-password"
        required
        mb="sm"
      />
      <PasswordInput
        {...form.getInputProps('password_confirmation')}
        errorProps={errorProps}
        aria-label={MSG.placeholderPasswordConfirm}
        placeholder={MSG.placeholderPasswordConfirm}
        autoComplete="new-password"
        required
        mb="md"
      />
    </>
  );
}
