import { Button, Card, Checkbox, Stack, TextInput, Title } from '@mantine/core';
import { ANNOUNCEMENT_KINDS, ANNOUNCEMENT_LABELS, type AnnouncementKind, can, DISCORD_MSG, NOTIFY_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/current-user';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDiscordLink, useDiscordSettings, useSaveDiscordLink, useSaveDiscordSettings } from '../api/discord';

const fieldError = (err: unknown, field: string) => (err instanceof ApiError ? err.errors[field]?.[0] : undefined);

/** The user's Discord id (to be mentioned), and for the Admin the league's webhook and what it announces. */
export function DiscordCard() {
  const user = useUser();
  const link = useDiscordLink();
  const saveLink = useSaveDiscordLink();
  const [discordId, setDiscordId] = useState<string | null>(null);
  const admin = can('manageSettings', user.data?.rol);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {NOTIFY_SCREEN.discordTitle}
      </Title>
      <Stack gap="sm">
        <TextInput
          label={NOTIFY_SCREEN.discordIdLabel}
          description={NOTIFY_SCREEN.discordIdHelp}
          inputMode="numeric"
          value={discordId ?? link.data?.discord_id ?? ''}
          onChange={(e) => setDiscordId(e.currentTarget.value)}
          error={fieldError(saveLink.error, 'discord_id')}
        />
        <Button
          loading={saveLink.isPending}
          disabled={discordId === null}
          onClick={() =>
            saveLink.mutate(
              { discord_id: discordId ?? '' },
              { onSuccess: (r) => (setDiscordId(null), notifySuccess(r.message)), onError: (e) => notifyError(e) },
            )
          }
        >
          {NOTIFY_SCREEN.save}
        </Button>
        {admin && <WebhookSettings />}
      </Stack>
    </Card>
  );
}

function WebhookSettings() {
  const current = useDiscordSettings(true);
  const save = useSaveDiscordSettings();
  const [url, setUrl] = useState<string | null>(null);
  const [events, setEvents] = useState<AnnouncementKind[] | null>(null);
  if (!current.data) return null;
  const body = { webhook_url: url ?? current.data.webhook_url, events: events ?? current.data.events };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {NOTIFY_SCREEN.webhookTitle}
      </Title>
      <TextInput
        label={NOTIFY_SCREEN.webhookLabel}
        description={NOTIFY_SCREEN.webhookHelp}
        type="url"
        value={body.webhook_url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        error={fieldError(save.error, 'webhook_url')}
      />
      <Checkbox.Group label={NOTIFY_SCREEN.webhookEvents} value={body.events} onChange={(v) => setEvents(v as AnnouncementKind[])}>
        <Stack gap={4} mt={4}>
          {ANNOUNCEMENT_KINDS.map((k) => (
            <Checkbox key={k} value={k} label={ANNOUNCEMENT_LABELS[k]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Button
        loading={save.isPending}
        onClick={() =>
          save.mutate(body, { onSuccess: () => (setUrl(null), setEvents(null), notifySuccess(DISCORD_MSG.saved)), onError: (e) => notifyError(e) })
        }
      >
        {NOTIFY_SCREEN.save}
      </Button>
    </Stack>
  );
}
