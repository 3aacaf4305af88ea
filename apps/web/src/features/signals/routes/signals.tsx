import { Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { paths, SIGNALS_MSG, type SignalItem } from '@superliga/league';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useReviewSignal, useSignals, type SignalsFilter } from '../api/signals';
import { ReviewDialog } from '../components/review-dialog';
import { Permitted } from '../../../components/permitted';

const FILTERS = [
  { value: 'no', label: SIGNALS_MSG.filterPending },
  { value: 'yes', label: SIGNALS_MSG.filterReviewed },
];

/**
 * /senales (staff): operations that look wrong, each with why, the people and a link to the
 * operation; "Marcar revisada" with a note (docs/decisions/030-signals-for-staff.md). One card per
 * signal, so a phone reads it all with no sideways scroll.
 */
export default function SignalsRoute() {
  return (
    <Permitted action="reviewSignals">
      <SignalsScreen />
    </Permitted>
  );
}

function SignalsScreen() {
  const [filter, setFilter] = useState<SignalsFilter>('no');
  const signals = useSignals(filter);
  const review = useReviewSignal();
  const [reviewing, setReviewing] = useState<SignalItem | null>(null);
  return (
    <Stack>
      <Title order={1}>{SIGNALS_MSG.title}</Title>
      <Text size="sm" c="dimmed">
        {SIGNALS_MSG.intro}
      </Text>
      <NativeSelect
        label={SIGNALS_MSG.filterLabel}
        data={FILTERS}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value as SignalsFilter)}
        maw={240}
      />
      <QueryState
        query={{ ...signals, data: signals.data?.data }}
        error={SIGNALS_MSG.loadError}
        empty={filter === 'no' ? SIGNALS_MSG.emptyPending : SIGNALS_MSG.emptyReviewed}
      >
        {(rows) =>
          rows.map((s) => (
            <Card key={s.key} withBorder component="section" aria-label={s.label} data-testid={`signal-${s.key}`}>
              <Stack gap={6}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Title order={2} size="h4">
                    {s.label}
                  </Title>
                  {s.review && <Badge color="teal.9">{SIGNALS_MSG.filterReviewed}</Badge>}
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {s.why}
                </Text>
                <Text size="sm">
                  <b>{SIGNALS_MSG.columns.people}:</b>{' '}
                  {s.users.map((u, i) => (
                    <span key={u.id}>
                      {i > 0 && ', '}
                      <Anchor component={Link} to={paths.user(u.id)} size="sm">
                        {u.name}
                      </Anchor>
                    </span>
                  ))}
                </Text>
                <Anchor component={Link} to={s.link} size="sm">
                  {SIGNALS_MSG.seeOperation}
                </Anchor>
                {s.review ? (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {SIGNALS_MSG.reviewedBy(s.review.by?.name ?? '—', formatDate(s.review.at))}: {s.review.note}
                  </Text>
                ) : (
                  <Group>
                    <Button size="xs" onClick={() => setReviewing(s)}>
                      {SIGNALS_MSG.review}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          ))
        }
      </QueryState>
      <ReviewDialog
        key={reviewing?.key ?? 'none'}
        signal={reviewing}
        pending={review.isPending}
        onClose={() => setReviewing(null)}
        onConfirm={(note, onError) =>
          reviewing && review.mutate({ key: reviewing.key, note }, { onSuccess: (r) => (notifySuccess(r.message), setReviewing(null)), onError })
        }
      />
    </Stack>
  );
}
