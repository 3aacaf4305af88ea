import { Text } from '@mantine/core';
import { RESULTS_SCREEN } from '@superliga/league';
import { formatMatchDate } from '../../../lib/format';

/** A round's play window as exact times in the league's zone, or that it has none yet. */
export function RoundWindowText({ startsAt, deadlineAt }: { startsAt: string | null; deadlineAt: string | null }) {
  return (
    <Text size="xs" c="dimmed">
      {startsAt && deadlineAt ? RESULTS_SCREEN.windowText(formatMatchDate(startsAt), formatMatchDate(deadlineAt)) : RESULTS_SCREEN.noWindowYet}
    </Text>
  );
}
