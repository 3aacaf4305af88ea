import { Button, Card, NativeSelect, Stack, Title } from '@mantine/core';
import {
  DELIVERY_CHOICE_LABELS,
  DELIVERY_CHOICES,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFY,
  NOTIFY_SCREEN,
  type DeliveryChoice,
  type NotificationKind,
} from '@superliga/league';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/states';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePreferences, useSavePreferences } from '../api/preferences';

const CHOICES = DELIVERY_CHOICES.map((c) => ({ value: c, label: DELIVERY_CHOICE_LABELS[c] }));

/** Per kind of event: in the app, in the app and by push, or not at all. */
export function PreferencesCard() {
  const saved = usePreferences();
  const save = useSavePreferences();
  const [draft, setDraft] = useState<Partial<Record<NotificationKind, DeliveryChoice>>>({});
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {NOTIFY_SCREEN.preferences}
      </Title>
      {saved.isPending && <LoadingState />}
      {saved.isError && <ErrorState message={NOTIFY.loadError} />}
      {saved.data && (
        <Stack gap="xs">
          {NOTIFICATION_KINDS.map((kind) => (
            <NativeSelect
              key={kind}
              label={NOTIFICATION_KIND_LABELS[kind]}
              data={CHOICES}
              value={draft[kind] ?? saved.data[kind]}
              onChange={(e) => setDraft((d) => ({ ...d, [kind]: e.currentTarget.value as DeliveryChoice }))}
            />
          ))}
          <Button
            disabled={Object.keys(draft).length === 0}
            loading={save.isPending}
            onClick={() =>
              save.mutate(draft, {
                onSuccess: () => {
                  setDraft({});
                  notifySuccess(NOTIFY.preferencesSaved);
                },
                onError: (e) => notifyError(e),
              })
            }
          >
            {NOTIFY_SCREEN.savePreferences}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
