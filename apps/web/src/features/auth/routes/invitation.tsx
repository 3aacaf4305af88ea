import { Button, Text } from '@mantine/core';
import { INVITATION_UI as UI, MSG, paths, type Invitation, signupBodySchema } from '@superliga/league';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatMatchDate } from '../../../lib/format';
import { WaitLoader } from '../../../components/wait-loader';
import { acceptInvitation, getInvitation } from '../api/invitation';
import { AuthCard } from '../components/auth-card';
import { SignupFields, signupRefusal, useSignupForm } from '../components/signup-fields';
import { useSubmit } from '../components/use-submit';

const linesOf = (err: unknown) => (err instanceof ApiError ? err.lines : [MSG.internalError]);

/**
 * `/invitacion/:token` (docs/decisions/029-team-hand-over.md): the person the Admin invited sees the
 * team and creates the account that runs it. A used, expired or revoked link says so.
 */
export default function InvitationRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadErrors, setLoadErrors] = useState<string[]>([]);
  const form = useSignupForm();
  const { pending, errors, submit } = useSubmit(acceptInvitation, (err) => signupRefusal(form, err));

  useEffect(() => {
    getInvitation(token).then(setInvitation, (err) => setLoadErrors(linesOf(err)));
  }, [token]);

  const onSubmit = form.onSubmit((values) => {
    void submit({ token, body: signupBodySchema.parse(values) }).then((ok) => ok && navigate(paths.plantel, { replace: true }));
  });

  const title = invitation ? UI.title(invitation.team.name) : MSG.signupTitle;
  return (
    <AuthCard title={title} errors={[...loadErrors, ...errors]} linkText={MSG.loginButton} linkTo={paths.login}>
      {!invitation && loadErrors.length === 0 && <WaitLoader role="status" aria-label={UI.loading} mx="auto" />}
      {invitation && (
        <form onSubmit={onSubmit} noValidate>
          <Text size="sm" mb="md">
            {UI.intro(invitation.team.division, formatMatchDate(invitation.expires_at))}
          </Text>
          <SignupFields form={form} />
          <Button type="submit" fullWidth loading={pending}>
            {UI.accept}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
