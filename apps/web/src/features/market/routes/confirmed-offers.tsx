import { Alert, Stack, Table, Title } from '@mantine/core';
import { isAdmin, MSG } from '@superliga/league';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { SeasonSelect } from '../../../components/season-select';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatDate, formatPesos } from '../../../lib/format';
import { useConfirmedOffers } from '../api/get-confirmed-offers';

/** /ofertas-confirmadas (Admin): confirmed offers by creator name, with a season filter. */
export default function ConfirmedOffersRoute() {
  const me = useUser();
  const admin = isAdmin(me.data?.rol);
  const [season, setSeason] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const offers = useConfirmedOffers(season || null, page, admin);
  if (me.data && !admin) return <Alert color="red">{MSG.noPermissionPage}</Alert>;
  return (
    <Stack>
      <Title order={1}>OFERTAS CONFIRMADAS</Title>
      <SeasonSelect value={season} onChange={(v) => (setSeason(v), setPage(1))} allowAll defaultToCurrent />
      {offers.isPending ? (
        <LoadingState />
      ) : offers.isError ? (
        <ErrorState message={MSG.infoLoadError} />
      ) : offers.data.data.length === 0 ? (
        <EmptyState message="No hay ofertas confirmadas." />
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Realizado por</Table.Th>
                  <Table.Th>Jugador</Table.Th>
                  <Table.Th>Equipo desde</Table.Th>
                  <Table.Th ta="right">Valor total</Table.Th>
                  <Table.Th>Horario</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {offers.data.data.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>{o.created_by.name}</Table.Td>
                    <Table.Td>{o.name}</Table.Td>
                    <Table.Td>{o.id_team.name}</Table.Td>
                    <Table.Td ta="right">{formatPesos(o.total_value)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(o.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} lastPage={offers.data.meta.last_page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
