import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { HOME_MSG, type NowItem } from '@superliga/league';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ServerCountdown } from '../../../../components/countdown-text';
import { QueryState } from '../../../../components/query-state';
import { formatDate, formatPesos } from '../../../../lib/format';
import { useLiveEvents } from '../../../../lib/live-events';
import { eventsTouching } from '../../../../lib/live-invalidations';
import { useServerNowAt } from '../../../../lib/server-clock';
import { useNow } from '../api/get-now';

const HOME_EVENTS = eventsTouching('home');

function NowCard({ item }: { item: NowItem }) {
  const amountLabel = HOME_MSG.amountLabel[item.kind];
  // The start is shown until it passes: the card is drawn again then, not every second.
  const now = useServerNowAt(item.starts_at ? new Date(item.starts_at) : null);
  const starts = item.starts_at && now && new Date(item.starts_at).getTime() > now.getTime() ? item.starts_at : null;
  return (
    <Card withBorder padding="sm" data-testid={`now-${item.key}`}>
      <Stack gap={6}>
        <Text fw={700}>{item.title}</Text>
        <Text size="sm">{item.detail}</Text>
        {item.amount !== null && amountLabel && (
          <Text size="sm">
            {amountLabel}:{' '}
            <Text span fw={700} data-testid="now-amount">
              {formatPesos(item.amount)}
            </Text>
          </Text>
        )}
        {starts && (
          <Text size="sm" c="dimmed">
            {HOME_MSG.startsLabel} {formatDate(starts)}
          </Text>
        )}
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          {item.deadline ? (
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {HOME_MSG.deadlineLabel} {formatDate(item.deadline)}
              </Text>
              <ServerCountdown target={new Date(item.deadline)} doneLabel={HOME_MSG.done} />
            </Stack>
          ) : (
            <span />
          )}
          {/* The same link as the notice of this thing: the screen opens where the action happens. */}
          <Button component={Link} to={item.link} miw={140}>
            {item.action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * "Ahora", the top of the home (docs/decisions/034-what-needs-you-now.md): one card per thing that
 * needs the reader (a manager's own things; staff's results waiting for them), with its exact time,
 * a live countdown on the server's clock and its button. `empty` says what would appear there.
 * Part of the dashboard's own file: loaded apart, it arrived after the figures and pushed them
 * down (docs/decisions/044-every-screen-fast.md, layout shifts).
 */
export function HomeNow({ empty = HOME_MSG.empty }: { empty?: string }) {
  const query = useNow();
  const qc = useQueryClient();
  useLiveEvents(HOME_EVENTS, () => void qc.invalidateQueries({ queryKey: ['home'] }));
  return (
    <Card withBorder component="section" aria-labelledby="home-now-title">
      <Title order={2} size="h4" mb="sm" id="home-now-title">
        {HOME_MSG.sectionTitle}
      </Title>
      <QueryState query={query} error={HOME_MSG.loadError} empty={empty}>
        {({ data }) => (
          <Stack gap="sm">
            {data.map((item) => (
              <NowCard key={item.key} item={item} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
