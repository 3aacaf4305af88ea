import { Button, Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  DEADLINE_KIND_LABELS,
  DEADLINE_KINDS,
  REMINDER_LEAD_LABELS,
  REMINDER_LEADS,
  REMINDER_MSG,
  type DeadlineKind,
  type ReminderLead,
} from '@superliga/league';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/states';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminders';

const LEADS = REMINDER_LEADS.map((l) => ({ value: l, label: REMINDER_LEAD_LABELS[l] }));

/** How long before each kind of deadline the user is reminded, or not at all (docs/decisions/033-deadline-reminders.md). */
export function RemindersCard() {
  const saved = useReminderSettings();
  const save = useSaveReminderSettings();
  const [draft, setDraft] = useState<Partial<Record<DeadlineKind, ReminderLead>>>({});
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {REMINDER_MSG.cardTitle}
      </Title>
      <Text size="sm" mb="sm">
        {REMINDER_MSG.cardIntro}
      </Text>
      {saved.isPending && <LoadingState />}
      {saved.isError && <ErrorState message={REMINDER_MSG.loadError} />}
      {saved.data && (
        <Stack gap="xs">
          {DEADLINE_KINDS.map((kind) => (
            <NativeSelect
              key={kind}
              label={DEADLINE_KIND_LABELS[kind]}
              data={LEADS}
              value={draft[kind] ?? saved.data[kind]}
              onChange={(e) => setDraft((d) => ({ ...d, [kind]: e.currentTarget.value as ReminderLead }))}
            />
          ))}
          <Button
            disabled={Object.keys(draft).length === 0}
            loading={save.isPending}
            onClick={() =>
              save.mutate(draft, {
                onSuccess: (res) => {
                  setDraft({});
                  notifySuccess(res.message);
                },
                onError: (e) => notifyError(e),
              })
            }
          >
            {REMINDER_MSG.save}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
