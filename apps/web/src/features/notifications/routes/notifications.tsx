import { Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { NOTIFY, type Notification } from '@superliga/league';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DrawnWhole } from '../../../components/drawn-whole';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { primeFirstLoad } from '../../../lib/query-client';
import { calendarTokenQueryOptions } from '../api/calendar';
import { notificationsQueryOptions, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { preferencesQueryOptions } from '../api/preferences';
import { reminderSettingsQueryOptions } from '../api/reminders';
import { CalendarCard } from '../components/calendar-card';
import { DiscordCard } from '../components/discord-card';
import { PreferencesCard } from '../components/preferences-card';
import { PushCard } from '../components/push-card';
import { RemindersCard } from '../components/reminders-card';

/**
 * On the first load the screen waits for the answers main.tsx asked for early (the bell's first page
 * and its route's handle.firstData in app/routes.tsx): the list draws with the cards under it, so
 * they never move down when it arrives (docs/decisions/044-every-screen-fast.md, layout shifts). An
 * answer slower than that wait is drawn whole with the cards (DrawnWhole, decision 044, "Slow answers").
 */
export const loader = () =>
  primeFirstLoad(notificationsQueryOptions(1), preferencesQueryOptions(), reminderSettingsQueryOptions(), calendarTokenQueryOptions());

/** /notificaciones: what happened to the user, newest first; opening one marks it read and goes where they act. */
export default function NotificationsRoute() {
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unread ?? 0;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{NOTIFY.screenTitle}</Title>
        <Button
          variant="default"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onSuccess: (r) => notifySuccess(r.message), onError: (e) => notifyError(e) })}
        >
          {NOTIFY.markAll}
        </Button>
      </Group>
      <DrawnWhole>
        <QueryState query={list} error={NOTIFY.loadError} empty={NOTIFY.empty}>
          {({ data, meta }) => (
            <>
              <Stack gap="xs">
                {data.map((n) => (
                  <NotificationCard key={n.id} notification={n} />
                ))}
              </Stack>
              <Pager page={meta.current_page} lastPage={meta.last_page} onChange={setPage} />
            </>
          )}
        </QueryState>
        <PushCard />
        <PreferencesCard />
        <RemindersCard />
        <DiscordCard />
        <CalendarCard />
      </DrawnWhole>
    </Stack>
  );
}

function NotificationCard({ notification: n }: { notification: Notification }) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const open = () => {
    if (!n.read) markRead.mutate(n.id);
    navigate(n.link);
  };
  return (
    <Card withBorder padding="sm" bg={n.read ? undefined : 'blue.0'}>
      <UnstyledButton onClick={open} style={{ display: 'block', width: '100%' }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={n.read ? 500 : 700}>{n.title}</Text>
          {!n.read && (
            <Text size="xs" c="blue.9" fw={700}>
              {NOTIFY.unreadBadge}
            </Text>
          )}
        </Group>
        <Text size="sm">{n.body}</Text>
        <Text size="xs" c="dimmed">
          {formatDate(n.created_at)}
        </Text>
      </UnstyledButton>
    </Card>
  );
}
