import { Stack, Text } from '@mantine/core';
import type { HonoursResponse } from '@superliga/league';

type Honour = HonoursResponse['teams'][number]['titles'][number];

/** One line per honour: "Liga Primera — Temporada 57". */
export function HonoursList({ label, honours }: { label: string; honours: Honour[] }) {
  if (honours.length === 0) return null;
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label} ({honours.length})
      </Text>
      {honours.map((h) => (
        <Text size="sm" key={`${h.tournament.id}`}>
          {h.tournament.name} — {h.season.name}
        </Text>
      ))}
    </Stack>
  );
}
