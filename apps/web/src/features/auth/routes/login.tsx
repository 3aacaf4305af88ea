import { Button, PasswordInput, TextInput } from '@mantine/core';
import { MSG, paths } from '@superliga/league';
import type { FormEvent } from 'react';
import { useNavigate } from '../../../lib/navigation';
import { ApiError } from '../../../lib/api-client';
import { login } from '../api/login';
import { useSubmit } from '../components/use-submit';
import { AuthCard } from '../components/auth-card';

export default function LoginRoute() {
  const navigate = useNavigate();
  // A 422 on login shows the server's message in an alert box (000 §5): the server checks the two
  // fields, and the page stays without the schema library to keep /login's first load small
  // (docs/decisions/036-the-standard-build.md).
  const { pending, errors, submit } = useSubmit(login, (err) => [err instanceof ApiError ? err.message : MSG.internalError]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void submit({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') }).then(
      (ok) => ok && navigate(paths.dashboard, { replace: true }),
    );
  };

  return (
    <AuthCard title={MSG.loginTitle} errors={errors} prompt={MSG.notRegistered} linkText={MSG.createAccount} linkTo={paths.signup}>
      <form onSubmit={onSubmit} noValidate>
        <TextInput name="email" type="email" label={MSG.placeholderEmail} placeholder={MSG.placeholderEmail} autoComplete="email" required mb="sm" />
        <PasswordInput name="password" label={MSG.placeholderPassword} placeholder={MSG.placeholderPassword} autoComplete="current-password" required mb="md" />
        <Button type="submit" fullWidth loading={pending}>
          {MSG.loginButton}
        </Button>
      </form>
    </AuthCard>
  );
}
