import { Button, Card, Checkbox, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_LABELS,
  type AnnouncementKind,
  can,
  DISCORD_MSG,
  type DiscordSettings,
  discordLinkSchema,
  discordSettingsSchema,
  NOTIFY_SCREEN,
} from '@superliga/league';
import { FormMessage } from '../../../components/form-errors';
import { useUser } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useDiscordLink, useDiscordSettings, useSaveDiscordLink, useSaveDiscordSettings } from '../api/discord';

type LinkValues = { discord_id: string };
const LINK_FIELDS = ['discord_id'] as const;
const SETTINGS_FIELDS = ['webhook_url', 'events'] as const;
const asIs = <V,>(v: V) => v;

/**
 * The user's Discord id (to be mentioned), and for the Admin the league's webhook and what it
 * announces; both checked with the league's Discord schemas (docs/decisions/032-forms-and-screen-tests.md).
 */
export function DiscordCard() {
  const user = useUser();
  const link = useDiscordLink();
  const admin = can('manageSettings', user.data?.rol);
  const saved = link.data?.discord_id ?? '';
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {NOTIFY_SCREEN.discordTitle}
      </Title>
      <Stack gap="sm">
        <LinkForm key={saved} saved={saved} />
        {admin && <WebhookSettings />}
      </Stack>
    </Card>
  );
}

function LinkForm({ saved }: { saved: string }) {
  const save = useSaveDiscordLink();
  const form = useForm<LinkValues>({ initialValues: { discord_id: saved }, validate: schemaResolver(discordLinkSchema, asIs<LinkValues>) });
  const refusal = useServerErrors(form, LINK_FIELDS);
  const onSubmit = form.onSubmit((values) => {
    refusal.clear();
    save.mutate(discordLinkSchema.parse(values), { onSuccess: (r) => notifySuccess(r.message), onError: refusal.onError });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={NOTIFY_SCREEN.discordIdLabel}
          description={NOTIFY_SCREEN.discordIdHelp}
          inputMode="numeric"
          {...form.getInputProps('discord_id')}
          errorProps={errorProps}
        />
        <FormMessage message={refusal.message} />
        <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
          {NOTIFY_SCREEN.save}
        </Button>
      </Stack>
    </form>
  );
}

function WebhookSettings() {
  const current = useDiscordSettings(true);
  if (!current.data) return null;
  return <WebhookForm current={current.data} />;
}

function WebhookForm({ current }: { current: DiscordSettings }) {
  const save = useSaveDiscordSettings();
  const form = useForm<DiscordSettings>({ initialValues: current, validate: schemaResolver(discordSettingsSchema, asIs<DiscordSettings>) });
  const refusal = useServerErrors(form, SETTINGS_FIELDS, (path) => path.split('.')[0] ?? path);
  const onSubmit = form.onSubmit((values) => {
    refusal.clear();
    save.mutate(discordSettingsSchema.parse(values), { onSuccess: () => notifySuccess(DISCORD_MSG.saved), onError: refusal.onError });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {NOTIFY_SCREEN.webhookTitle}
        </Title>
        <TextInput
          label={NOTIFY_SCREEN.webhookLabel}
          description={NOTIFY_SCREEN.webhookHelp}
          type="url"
          {...form.getInputProps('webhook_url')}
          errorProps={errorProps}
        />
        <Checkbox.Group
          label={NOTIFY_SCREEN.webhookEvents}
          {...form.getInputProps('events')}
          onChange={(v) => form.setFieldValue('events', v as AnnouncementKind[])}
          errorProps={errorProps}
        >
          <Stack gap={4} mt={4}>
            {ANNOUNCEMENT_KINDS.map((k) => (
              <Checkbox key={k} value={k} label={ANNOUNCEMENT_LABELS[k]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <FormMessage message={refusal.message} />
        <Button type="submit" loading={save.isPending}>
          {NOTIFY_SCREEN.save}
        </Button>
      </Stack>
    </form>
  );
}
