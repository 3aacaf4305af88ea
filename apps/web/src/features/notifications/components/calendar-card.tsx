import { Button, Card, Code, Group, Text, Title } from '@mantine/core';
import { SEASON_MSG } from '@superliga/league';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCalendarToken, useCreateCalendarToken, useRevokeCalendarToken } from '../api/calendar';

/** The private calendar link (decision 025): shown once when created; regenerate or revoke it here. */
export function CalendarCard() {
  const token = useCalendarToken();
  const create = useCreateCalendarToken();
  const revoke = useRevokeCalendarToken();
  const [url, setUrl] = useState<string | null>(null);
  const active = token.data?.active ?? false;
  const make = () => {
    if (active && !window.confirm(SEASON_MSG.calendarRegenerateConfirm)) return;
    create.mutate(undefined, {
      onSuccess: (res) => {
        setUrl(res.url ? `${window.location.origin}${res.url}` : null);
        if (res.message) notifySuccess(res.message);
      },
    });
  };
  const drop = () => {
    if (!window.confirm(SEASON_MSG.calendarRevokeConfirm)) return;
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        notifySuccess(SEASON_MSG.calendarRevoked);
      },
    });
  };
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {SEASON_MSG.calendarTitle}
      </Title>
      <Text size="sm" mb="xs">
        {SEASON_MSG.calendarIntro}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {active && token.data?.created_at ? SEASON_MSG.calendarActive(formatDate(token.data.created_at)) : SEASON_MSG.calendarNone}
      </Text>
      {url && (
        <Code block mb="xs" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {url}
        </Code>
      )}
      <Group>
        <Button onClick={make} loading={create.isPending}>
          {active ? SEASON_MSG.calendarRegenerate : SEASON_MSG.calendarCreate}
        </Button>
        {active && (
          <Button variant="light" color="red" onClick={drop} loading={revoke.isPending}>
            {SEASON_MSG.calendarRevoke}
          </Button>
        )}
      </Group>
    </Card>
  );
}
