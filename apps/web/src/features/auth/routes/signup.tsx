import { Button } from '@mantine/core';
import { MSG, paths, signupBodySchema } from '@superliga/league';
import { useNavigate } from 'react-router';
import { signup } from '../api/signup';
import { useSubmit } from '../components/use-submit';
import { AuthCard } from '../components/auth-card';
import { SignupFields, signupRefusal, useSignupForm } from '../components/signup-fields';

export default function SignupRoute() {
  const navigate = useNavigate();
  const form = useSignupForm();
  // The first message of each field (000 §5), under that field; the rest in the alert block.
  const { pending, errors, submit } = useSubmit(signup, (err) => signupRefusal(form, err));

  const onSubmit = form.onSubmit((values) => {
    void submit(signupBodySchema.parse(values)).then((ok) => ok && navigate(paths.dashboard, { replace: true }));
  });

  return (
    <AuthCard title={MSG.signupTitle} errors={errors} linkText={MSG.alreadyRegistered} linkTo={paths.login}>
      <form onSubmit={onSubmit} noValidate>
        <SignupFields form={form} />
        <Button type="submit" fullWidth loading={pending}>
          {MSG.signupButton}
        </Button>
      </form>
    </AuthCard>
  );
}
