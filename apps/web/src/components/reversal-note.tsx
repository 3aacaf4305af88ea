import { Badge, Stack, Text } from '@mantine/core';
import { REVERSAL_MSG, type ReversalMark } from '@superliga/league';

/**
 * A history list's mark of a reversed operation: the "Revertida" badge and, on a second line, the
 * Admin's reason (a line rather than a tooltip, so a phone reads it too). Nothing when not reversed.
 */
export function ReversalNote({ reversal }: { reversal: ReversalMark }) {
  if (!reversal) return null;
  return (
    <Stack gap={2} mt={4} maw={220} data-testid="reversal-note">
      {/* Filled shade 9 keeps white text above the AA contrast ratio (axe-core), like StatusBadge. */}
      <Badge color="red.9" variant="filled" size="sm" tt="none">
        {REVERSAL_MSG.reversedBadge}
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }}>
        {REVERSAL_MSG.reasonLine(reversal.reason)}
      </Text>
    </Stack>
  );
}
