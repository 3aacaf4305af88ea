import { Badge, Text } from '@mantine/core';
import { TRADE_REVIEW_MSG, TRADE_REVIEW_STATE_LABELS, type Transfer } from '@superliga/league';
import { formatDate } from '../../../../lib/format';

const COLORS = { staff: 'violet.9', objection: 'indigo.9', approved: 'teal.9', consented: 'teal.9', vetoed: 'red.9' } as const;

/** Where a transfer stands in its review (decision 023): the state, the window's end, staff's reason. */
export function ReviewState({ transfer: t }: { transfer: Pick<Transfer, 'review' | 'review_until' | 'review_reason'> }) {
  if (!t.review) return null;
  return (
    <>
      <Badge color={COLORS[t.review]} style={{ whiteSpace: 'normal', height: 'auto' }}>
        {TRADE_REVIEW_STATE_LABELS[t.review]}
      </Badge>
      {t.review === 'objection' && t.review_until && (
        <Text size="xs" c="dimmed">
          {TRADE_REVIEW_MSG.until(formatDate(t.review_until))}
        </Text>
      )}
      {t.review_reason && (
        <Text size="xs" c="dimmed">
          {TRADE_REVIEW_MSG.reasonLabel}: {t.review_reason}
        </Text>
      )}
    </>
  );
}
