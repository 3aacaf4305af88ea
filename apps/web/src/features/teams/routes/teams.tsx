import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { can, INITIAL_PAGE, MSG, paths, TEAMS_SCREEN, TABLE_HEADERS } from '@superliga/league';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListTable } from '../../../components/list-table';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUser } from '../../../lib/current-user';
import { useTeamsPage } from '../api/get-teams';

/** /teams: NOMBRE, DIVISIÓN, MANAGER and 'Ver equipo' (000 §2). */
export default function TeamsRoute() {
  const me = useUser();
  const [page, setPage] = useState(INITIAL_PAGE);
  const teams = useTeamsPage(page);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{TEAMS_SCREEN.equipos}</Title>
        {can('manageTeams', me.data?.rol) && (
          <Button component={Link} to={paths.newTeam}>
            {TEAMS_SCREEN.nuevoEquipo}
          </Button>
        )}
      </Group>
      <QueryState query={teams} error={MSG.teamsLoadError} empty={TEAMS_SCREEN.noHayEquipos}>
        {({ data, meta }) => (
          <>
            {/* Cards on a phone: the team's manager was under the fixed 'Ver equipo' (decision 027). */}
            <ListTable minWidth={520} highlightOnHover cards columns={[TABLE_HEADERS.nombre, TEAMS_SCREEN.division, TABLE_HEADERS.manager, '']}>
              {data.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td fw={500}>{t.name}</Table.Td>
                  <Table.Td>
                    {t.division || (
                      <Text span c="dimmed" size="sm">
                        {TEAMS_SCREEN.fueraDeLaLiga}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t.user?.name ?? (
                      <Text span c="dimmed" size="sm">
                        {MSG.teamWithoutManager}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button component={Link} to={paths.team(t.id)} size="xs" variant="light" aria-label={`${MSG.viewTeam} ${t.name}`}>
                      {MSG.viewTeam}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
            <Pager page={page} lastPage={meta.last_page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
