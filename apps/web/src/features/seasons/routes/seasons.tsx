import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { MSG, type Season, SEASONS_SCREEN, COMMON_SCREEN, TABLE_HEADERS } from '@superliga/league';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/format';
import { useSeasons } from '../../../lib/reference-data';
import { SeasonForm } from '../components/season-form';
import { Permitted } from '../../../components/permitted';

/** /temporadas (Admin): the league's seasons; the current one drives every default. */
export default function SeasonsRoute() {
  return (
    <Permitted action="manageSeasons">
      <SeasonsScreen />
    </Permitted>
  );
}

function SeasonsScreen() {
  const seasons = useSeasons();
  const [editing, setEditing] = useState<Season | 'new' | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{SEASONS_SCREEN.temporadas}</Title>
        <Button onClick={() => setEditing('new')}>{SEASONS_SCREEN.nuevaTemporada}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {SEASONS_SCREEN.currentSeasonExplained}
      </Text>
      <QueryState query={seasons} error={MSG.seasonsLoadError} empty={SEASONS_SCREEN.noHayTemporadas}>
        {(rows) => (
          <ListTable
            minWidth={560}
            highlightOnHover
            stickyEnd
            columns={[TABLE_HEADERS.nombre, TABLE_HEADERS.inicio, TABLE_HEADERS.fin, TABLE_HEADERS.estado, TABLE_HEADERS.acciones]}
          >
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td fw={500}>{s.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(s.start_date)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.end_date ? formatDate(s.end_date) : '—'}</Table.Td>
                <Table.Td>
                  {s.current ? (
                    <Badge color="teal.9">{SEASONS_SCREEN.actual}</Badge>
                  ) : s.active ? (
                    <Badge variant="light">{SEASONS_SCREEN.activa}</Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      {SEASONS_SCREEN.inactiva}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setEditing(s)} aria-label={SEASONS_SCREEN.editar(s.name)}>
                    {COMMON_SCREEN.editar}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? SEASONS_SCREEN.nuevaTemporada : SEASONS_SCREEN.editSeason(editing?.name ?? '')}
      >
        {editing !== null && <SeasonForm season={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
