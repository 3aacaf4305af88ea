import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { TopListEntry, TopListRow } from '@superliga/league';
import { COMPETITION_SCREEN } from '@superliga/league';

/** One top-20 list with simple bars (no chart library in the project). */
export function TopList({ title, rows }: { title: string; rows: TopListEntry<TopListRow>[] }) {
  const max = rows[0]?.value ?? 1;
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {COMPETITION_SCREEN.sinDatos}
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={title}>
          {rows.map((r) => (
            <li key={r.player_id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate>
                  {r.position}. {r.name}{' '}
                  <Text span c="dimmed" size="xs">
                    ({r.team})
                  </Text>
                </Text>
                <Text size="sm" fw={700}>
                  {r.value}
                </Text>
              </Group>
              <Progress value={(r.value / max) * 100} size="sm" aria-label={`${r.name}: ${r.value}`} />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
