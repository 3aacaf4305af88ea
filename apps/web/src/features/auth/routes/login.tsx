import { Button, PasswordInput, TextInput } from '@mantine/core';
import { loginBodySchema, MSG, paths } from '@superliga/league';
import { useForm } from '@mantine/form';
import { useNavigate } from '../../../lib/navigation';
import { ApiError } from '../../../lib/api-client';
import { errorProps, schemaResolver } from '../../../lib/schema-form';
import { login } from '../api/login';
import { useSubmit } from '../components/use-submit';
import { AuthCard } from '../components/auth-card';

type LoginValues = { email: string; password: string };

export default function LoginRoute() {
  const navigate = useNavigate();
  // A 422 on login shows the server's message in an alert box (000 §5).
  const { pending, errors, submit } = useSubmit(login, (err) => [err instanceof ApiError ? err.message : MSG.internalError]);

  const form = useForm<LoginValues>({ initialValues: { email: '', password: '' }, validate: schemaResolver(loginBodySchema, (v: LoginValues) => v) });

  const onSubmit = form.onSubmit((values) => {
    void submit(loginBodySchema.parse(values)).then((ok) => ok && navigate(paths.dashboard, { replace: true }));
  });

  return (
    <AuthCard title={MSG.loginTitle} errors={errors} prompt={MSG.notRegistered} linkText={MSG.createAccount} linkTo={paths.signup}>
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          {...form.getInputProps('email')}
          errorProps={errorProps}
          type="email"
          label={MSG.placeholderEmail}
          placeholder={MSG.placeholderEmail}
          autoComplete="email"
          required
          mb="sm"
        />
        <PasswordInput
          {...form.getInputProps('password')}
          errorProps={errorProps}
          label={MSG.placeholderPassword}
          placeholder={MSG.placeholderPassword}
          autoComplete="current-password"
          required
          mb="md"
        />
        <Button type="submit" fullWidth loading={pending}>
          {MSG.loginButton}
        </Button>
      </form>
    </AuthCard>
  );
}
