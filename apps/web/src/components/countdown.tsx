import { Group, Paper, Stack, Text } from '@mantine/core';
import { countdown, COMMON_SCREEN } from '@superliga/league';

const UNITS = [
  ['days', COMMON_SCREEN.dias],
  ['hours', 'horas'],
  ['minutes', 'minutos'],
  ['seconds', 'segundos'],
] as const;

/** Days, hours, minutes and seconds left until `target` on server time. */
export function Countdown({ target, now, label }: { target: Date; now: Date; label: string }) {
  const left = countdown(target, now);
  return (
    <Stack gap="xs" role="timer" aria-label={label}>
      <Text fw={500}>{label}</Text>
      <Group gap="sm">
        {UNITS.map(([key, unit]) => (
          <Paper key={key} withBorder p="sm" miw={72} ta="center">
            <Text fz={28} fw={700} lh={1}>
              {String(left[key]).padStart(2, '0')}
            </Text>
            <Text size="xs" c="dimmed">
              {unit}
            </Text>
          </Paper>
        ))}
      </Group>
    </Stack>
  );
}
