import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { HAND_OVER_UI as UI, invitationBodySchema, type InvitationBody, type InvitationCreated } from '@superliga/league';
import { useState } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { formatMatchDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateInvitation, useRevokeInvitation } from '../api/hand-over';

/**
 * The Admin invites someone new to run the team (docs/decisions/029-team-hand-over.md): the same
 * choices and a reason as a hand-over, asked first; the link is shown once, to copy, and can be
 * revoked while unused.
 */
export function InvitationLink(props: { teamId: number; team: string; owner: string; choices: InvitationBody['choices'] }) {
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const ask = useConfirmPayment(create.isPending);
  const [made, setMade] = useState<InvitationCreated | null>(null);

  const start = () =>
    ask.ask(
      {
        title: UI.inviteConfirmTitle(props.team),
        lines: [UI.inviteConfirmLine(props.team, props.owner)],
        confirmLabel: UI.inviteConfirmLabel,
        reason: { label: UI.reasonLabel, placeholder: UI.reasonPlaceholder, schema: invitationBodySchema.shape.reason },
      },
      (done, reason, refused) =>
        create.mutate({ id: props.teamId, body: { reason, choices: props.choices } }, { onSuccess: (r) => setMade(r), onError: refused, onSettled: done }),
    );

  const link = made ? `${window.location.origin}${made.path}` : '';
  return (
    <Stack gap="xs">
      <Text size="sm">{UI.inviteIntro}</Text>
      {!made ? (
        <Button variant="light" onClick={start} loading={create.isPending} fullWidth>
          {UI.inviteAction}
        </Button>
      ) : (
        <>
          <Text size="sm" role="status">
            {UI.inviteCreated} {UI.inviteExpires(formatMatchDate(made.expires_at))}
          </Text>
          <TextInput label={UI.inviteLinkLabel} value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Group grow>
            <CopyButton value={link}>{({ copied, copy }) => <Button onClick={copy}>{copied ? UI.copied : UI.copy}</Button>}</CopyButton>
            <Button
              color="red"
              variant="light"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(
                  { id: props.teamId, invitationId: made.id },
                  {
                    onSuccess: (r) => {
                      notifySuccess(r.message);
                      setMade(null);
                    },
                    onError: (err) => notifyError(err),
                  },
                )
              }
            >
              {UI.revoke}
            </Button>
          </Group>
        </>
      )}
      {ask.dialog}
    </Stack>
  );
}
