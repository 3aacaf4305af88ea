import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { INITIAL_PAGE, isAdmin, MSG } from '@superliga/league';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Pager } from '../../../components/pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
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
        <Title order={1}>EQUIPOS</Title>
        {isAdmin(me.data?.rol) && (
          <Button component={Link} to={paths.newTeam}>
            Nuevo equipo
          </Button>
        )}
      </Group>
      {teams.isPending ? (
        <LoadingState />
      ) : teams.isError ? (
        <ErrorState message={MSG.teamsLoadError} />
      ) : teams.data.data.length === 0 ? (
        <EmptyState message="No hay equipos." />
      ) : (
        <>
          <Table.ScrollContainer minWidth={520}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>NOMBRE</Table.Th>
                  <Table.Th>DIVISIÓN</Table.Th>
                  <Table.Th>MANAGER</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {teams.data.data.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td fw={500}>{t.name}</Table.Td>
                    <Table.Td>{t.division ?? <Text span c="dimmed" size="sm">Fuera de la liga</Text>}</Table.Td>
                    <Table.Td>{t.user?.name ?? <Text span c="dimmed" size="sm">{MSG.teamWithoutManager}</Text>}</Table.Td>
                    <Table.Td>
                      <Button component={Link} to={paths.team(t.id)} size="xs" variant="light" aria-label={`${MSG.viewTeam} ${t.name}`}>
                        {MSG.viewTeam}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} lastPage={teams.data.meta.last_page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
