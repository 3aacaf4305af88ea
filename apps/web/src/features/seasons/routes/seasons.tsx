import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { MSG, type Season, can } from '@superliga/league';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { useSeasons } from '../../../lib/reference-data';
import { SeasonForm } from '../components/season-form';

/** /temporadas (Admin): the league's seasons; the current one drives every default. */
export default function SeasonsRoute() {
  const me = useUser();
  const seasons = useSeasons();
  const [editing, setEditing] = useState<Season | 'new' | null>(null);
  if (me.isPending) return <LoadingState />;
  if (!can('manageSeasons', me.data?.rol)) return <ErrorState message={MSG.noPermissionPage} />;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>TEMPORADAS</Title>
        <Button onClick={() => setEditing('new')}>Nueva temporada</Button>
      </Group>
      <Text size="sm" c="dimmed">
        La temporada actual es la activa más reciente: es la que usan por defecto el mercado, las apuestas y los torneos.
      </Text>
      <QueryState query={seasons} error={MSG.seasonsLoadError} empty="No hay temporadas.">
        {(rows) => (
          <ListTable minWidth={560} highlightOnHover stickyEnd columns={['NOMBRE', 'INICIO', 'FIN', 'ESTADO', 'ACCIONES']}>
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td fw={500}>{s.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(s.start_date)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.end_date ? formatDate(s.end_date) : '—'}</Table.Td>
                <Table.Td>
                  {s.current ? (
                    <Badge color="teal.9">Actual</Badge>
                  ) : s.active ? (
                    <Badge variant="light">Activa</Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      Inactiva
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setEditing(s)} aria-label={`Editar ${s.name}`}>
                    Editar
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryState>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Nueva temporada' : `Editar ${editing?.name ?? ''}`}>
        {editing !== null && <SeasonForm season={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
