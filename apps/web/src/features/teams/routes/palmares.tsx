import { Stack, Table, Text, Title } from '@mantine/core';
import { LEGACY_MSG } from '@superliga/league';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { usePalmares } from '../api/get-palmares';

/** /palmares: every team's titles, from the old app's title counters (docs/decisions/018-legacy-import.md). */
export default function PalmaresRoute() {
  const palmares = usePalmares();
  return (
    <Stack>
      <Title order={1}>{LEGACY_MSG.palmaresTitle}</Title>
      <Text size="sm" c="dimmed">
        {LEGACY_MSG.palmaresIntro}
      </Text>
      <QueryState query={palmares} error={LEGACY_MSG.palmaresLoadError} empty={LEGACY_MSG.palmaresEmpty}>
        {(data) => (
          <ListTable minWidth={340} aria-label={LEGACY_MSG.palmaresTitle} columns={['Equipo', 'Títulos', { label: LEGACY_MSG.palmaresTotal, numeric: true }]}>
            {data.data.map((row) => (
              <Table.Tr key={row.team.id} data-testid={`palmares-${row.team.id}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {row.team.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.titles.map((t) => `${t.count} × ${LEGACY_MSG.titleLabels[t.key]}`).join(', ')}</Text>
                </Table.Td>
                <Table.Td ta="right">{row.total}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryState>
    </Stack>
  );
}
