import { Group, Paper, Stack, Text } from '@mantine/core';
import { countdown } from '@superliga/league';
import { useEffect, useState } from 'react';

/** Server time now, from the device clock corrected by the server's offset. */
export function useServerNow(offsetMs: number, tickMs = 1000) {
  const [now, setNow] = useState(() => new Date(Date.now() + offsetMs));
  useEffect(() => {
    setNow(new Date(Date.now() + offsetMs));
    const id = window.setInterval(() => setNow(new Date(Date.now() + offsetMs)), tickMs);
    return () => window.clearInterval(id);
  }, [offsetMs, tickMs]);
  return now;
}

const UNITS = [
  ['days', 'días'],
  ['hours', 'horas'],
  ['minutes', 'minutos'],
  ['seconds', 'segundos'],
] as const;

/** Days, hours, minutes and seconds left until `target` on server time. */
export function Countdown({ target, offsetMs, label }: { target: Date; offsetMs: number; label: string }) {
  const now = useServerNow(offsetMs);
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
