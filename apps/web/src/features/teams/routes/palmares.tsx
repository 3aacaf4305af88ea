import { Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { LEGACY_MSG, SEASON_MSG, type HonoursResponse, TEAMS_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { ListTable } from '../../../components/list-table';
import { ErrorState, LoadingState } from '../../../components/states';
import { useHonours } from '../api/get-honours';
import { HonoursList } from '../components/honours-list';
import { RecordsGrid } from '../components/records-grid';

/**
 * /palmares: each team's and each manager's titles and runner-ups from the closed tournaments, the
 * old app's title counters (decision 018), and the all-time records (decision 025).
 */
export default function PalmaresRoute() {
  const honours = useHonours();
  return (
    <Stack>
      <Title order={1}>{LEGACY_MSG.palmaresTitle}</Title>
      <Text size="sm" c="dimmed">
        {SEASON_MSG.palmaresIntro}
      </Text>
      {honours.isPending && <LoadingState />}
      {honours.isError && <ErrorState message={LEGACY_MSG.palmaresLoadError} />}
      {honours.data && <Honours data={honours.data} />}
    </Stack>
  );
}

function Honours({ data }: { data: HonoursResponse }) {
  return (
    <Tabs defaultValue="teams" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="teams">{SEASON_MSG.palmaresTeams}</Tabs.Tab>
        <Tabs.Tab value="managers">{SEASON_MSG.palmaresManagers}</Tabs.Tab>
        <Tabs.Tab value="records">{SEASON_MSG.palmaresRecords}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="teams" pt="sm">
        {data.teams.length === 0 ? (
          <Text>{SEASON_MSG.noHonours}</Text>
        ) : (
          <ListTable
            minWidth={340}
            aria-label={SEASON_MSG.palmaresTeams}
            columns={[COMMON_SCREEN.equipo, TEAMS_SCREEN.titulos, { label: LEGACY_MSG.palmaresTotal, numeric: true }]}
          >
            {data.teams.map((row) => (
              <Table.Tr key={row.team.id} data-testid={`palmares-${row.team.id}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {row.team.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap="xs">
                    <HonoursList label={SEASON_MSG.champion} honours={row.titles} />
                    <HonoursList label={SEASON_MSG.runnerUp} honours={row.runner_ups} />
                    {row.imported.length > 0 && (
                      <Text size="sm">
                        {SEASON_MSG.importedTitles}: {row.imported.map((t) => `${t.count} × ${LEGACY_MSG.titleLabels[t.key]}`).join(', ')}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right">{row.total}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="managers" pt="sm">
        {data.managers.length === 0 ? (
          <Text>{SEASON_MSG.noHonours}</Text>
        ) : (
          <ListTable minWidth={300} aria-label={SEASON_MSG.palmaresManagers} columns={[COMMON_SCREEN.manager, TEAMS_SCREEN.titulos]}>
            {data.managers.map((row) => (
              <Table.Tr key={row.manager.id} data-testid={`palmares-manager-${row.manager.id}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {row.manager.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap="xs">
                    <HonoursList label={SEASON_MSG.champion} honours={row.titles} />
                    <HonoursList label={SEASON_MSG.runnerUp} honours={row.runner_ups} />
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="records" pt="sm">
        <RecordsGrid records={data.records} />
      </Tabs.Panel>
    </Tabs>
  );
}
