import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { MSG, TRADE_REVIEW_MSG, type ReviewedTransfer, MARKET_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { QueryState } from '../../../../components/query-state';
import { formatDate, formatPesos } from '../../../../lib/format';
import { useReviewQueue, useReviewTransfer } from '../api/transfer-review';
import { ReasonDialog } from '../components/reason-dialog';
import { ReviewState } from '../components/review-state';
import { Permitted } from '../../../../components/permitted';

type Decision = { transfer: ReviewedTransfer; decision: 'approve' | 'veto' };

/** /revision-transferencias (staff): transfers waiting in review with their objections; approve or veto with a reason (decision 023). */
export default function TransferReviewRoute() {
  return (
    <Permitted action="reviewTransfers">
      <TransferReviewScreen />
    </Permitted>
  );
}

function TransferReviewScreen() {
  const queue = useReviewQueue();
  const review = useReviewTransfer();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  return (
    <Stack>
      <Title order={1}>{TRADE_REVIEW_MSG.queueTitle}</Title>
      <Text size="sm" c="dimmed">
        {TRADE_REVIEW_MSG.queueIntro}
      </Text>
      <QueryState query={{ ...queue, data: queue.data?.data }} error={MSG.transfersLoadError} empty={TRADE_REVIEW_MSG.queueEmpty}>
        {(rows) =>
          rows.map((t) => (
            <Card key={t.id} withBorder component="section" aria-label={MARKET_SCREEN.transferencia(t.id)}>
              <Stack gap={4}>
                <Title order={2} size="h4">
                  #{t.id} · {t.transferred_players}
                </Title>
                <Text size="sm">
                  {t.team_from.name} → {t.team_to.name} · {formatPesos(t.budget)}
                </Text>
                <Text size="xs" c="dimmed">
                  {TRADE_REVIEW_MSG.acceptedAt}: {formatDate(t.accepted_at)}
                </Text>
                <div>
                  <ReviewState transfer={t} />
                </div>
                <Text size="sm" fw={600} mt="xs">
                  {TRADE_REVIEW_MSG.objections}
                </Text>
                {t.objections.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {TRADE_REVIEW_MSG.noObjections}
                  </Text>
                ) : (
                  <List size="sm">
                    {t.objections.map((o) => (
                      <List.Item key={o.user.id}>
                        <b>{o.user.name}</b>: {o.reason}
                      </List.Item>
                    ))}
                  </List>
                )}
                <Group mt="xs">
                  <Button size="xs" onClick={() => setDeciding({ transfer: t, decision: 'approve' })}>
                    {TRADE_REVIEW_MSG.approve}
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => setDeciding({ transfer: t, decision: 'veto' })}>
                    {TRADE_REVIEW_MSG.veto}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))
        }
      </QueryState>
      <ReasonDialog
        key={deciding ? `${deciding.transfer.id}-${deciding.decision}` : 'none'}
        opened={deciding !== null}
        title={deciding?.decision === 'veto' ? TRADE_REVIEW_MSG.vetoTitle : TRADE_REVIEW_MSG.approveTitle}
        lead={deciding?.decision === 'veto' ? TRADE_REVIEW_MSG.vetoConfirm : TRADE_REVIEW_MSG.approveConfirm}
        confirmLabel={deciding?.decision === 'veto' ? TRADE_REVIEW_MSG.veto : TRADE_REVIEW_MSG.approve}
        color={deciding?.decision === 'veto' ? 'red' : undefined}
        pending={review.isPending}
        onClose={() => setDeciding(null)}
        onConfirm={(reason, onError) =>
          deciding && review.mutate({ id: deciding.transfer.id, decision: deciding.decision, reason }, { onSuccess: () => setDeciding(null), onError })
        }
      />
    </Stack>
  );
}
