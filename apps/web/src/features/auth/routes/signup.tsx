import { Button, PasswordInput, TextInput } from '@mantine/core';
import { MSG, paths } from '@superliga/league';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { signup } from '../api/signup';
import { useSubmit } from '../components/use-submit';
import { AuthCard } from '../components/auth-card';

export default function SignupRoute() {
  const navigate = useNavigate();
  // On signup: the first message of each field, one line each (000 §5).
  const { pending, errors, submit } = useSubmit(signup, (err) => (err instanceof ApiError ? err.lines : [MSG.internalError]));

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const field = (k: string) => String(form.get(k) ?? '');
    void submit({ name: field('name'), email: field('email'), password: field('password'), password_confirmation: field('password_confirmation') }).then(
      (ok) => ok && navigate(paths.dashboard, { replace: true }),
    );
  };

  return (
    <AuthCard title={MSG.signupTitle} errors={errors} linkText={MSG.alreadyRegistered} linkTo={paths.login}>
      <form onSubmit={onSubmit} noValidate>
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
        <Button type="submit" fullWidth loading={pending}>
          {MSG.signupButton}
        </Button>
      </form>
    </AuthCard>
  );
}
