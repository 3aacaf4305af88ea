import { Badge, Button, Stack, Text } from '@mantine/core';
import { REVERSAL_MSG, type Reversal, type ReversalKind } from '@superliga/league';
import { formatDate } from '../../../../lib/format';

/** The last cell of a confirmed operation: "Revertida" with its reason, or the "Revertir" button. */
export function ReversalCell(props: {
  kind: ReversalKind;
  id: number;
  reversal: Reversal | undefined;
  busy: boolean;
  onReverse: (kind: ReversalKind, id: number) => void;
}) {
  const { reversal } = props;
  if (reversal) {
    return (
      <Stack gap={2} miw={120} maw={220}>
        <Badge color="gray" variant="light" tt="none" style={{ overflow: 'visible' }}>
          {REVERSAL_MSG.reversedBadge}
        </Badge>
        <Text size="xs">{reversal.reason}</Text>
        <Text size="xs" c="dimmed">
          {REVERSAL_MSG.reversedBy(reversal.reversed_by?.name ?? '', formatDate(reversal.reversed_at))}
        </Text>
      </Stack>
    );
  }
  return (
    <Button size="xs" color="red" variant="light" loading={props.busy} onClick={() => props.onReverse(props.kind, props.id)}>
      {REVERSAL_MSG.reverse}
    </Button>
  );
}
