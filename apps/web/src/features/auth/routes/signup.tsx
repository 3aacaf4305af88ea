import { Button } from '@mantine/core';
import { MSG, paths } from '@superliga/league';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { signup } from '../api/signup';
import { useSubmit } from '../components/use-submit';
import { AuthCard } from '../components/auth-card';
import { SignupFields, signupInputOf } from '../components/signup-fields';

export default function SignupRoute() {
  const navigate = useNavigate();
  // On signup: the first message of each field, one line each (000 §5).
  const { pending, errors, submit } = useSubmit(signup, (err) => (err instanceof ApiError ? err.lines : [MSG.internalError]));

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void submit(signupInputOf(e)).then((ok) => ok && navigate(paths.dashboard, { replace: true }));
  };

  return (
    <AuthCard title={MSG.signupTitle} errors={errors} linkText={MSG.alreadyRegistered} linkTo={paths.login}>
      <form onSubmit={onSubmit} noValidate>
        <SignupFields />
        <Button type="submit" fullWidth loading={pending}>
          {MSG.signupButton}
        </Button>
      </form>
    </AuthCard>
  );
}
