import { Anchor, Stack, Table, Title } from '@mantine/core';
import { MSG, can, paths, REVERSAL_MSG, COMMON_SCREEN, MARKET_SCREEN } from '@superliga/league';
import { Link } from 'react-router';
import { useState } from 'react';
import { Permitted } from '../../../../components/permitted';
import { ListTable } from '../../../../components/list-table';
import { ReversalNote } from '../../../../components/reversal-note';
import { Pager } from '../../../../components/pager';
import { QueryState } from '../../../../components/query-state';
import { SeasonSelect } from '../../../../components/season-select';
import { useUser } from '../../../../lib/current-user';
import { formatDate, formatPesos } from '../../../../lib/format';
import { useConfirmedOffers } from '../api/get-confirmed-offers';

/** /ofertas-confirmadas (Admin): confirmed offers by creator name, with a season filter. */
export default function ConfirmedOffersRoute() {
  return (
    <Permitted action="seeConfirmedOffers">
      <ConfirmedOffers />
    </Permitted>
  );
}

function ConfirmedOffers() {
  const me = useUser();
  const [season, setSeason] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const offers = useConfirmedOffers(season || null, page);
  return (
    <Stack>
      <Title order={1}>{MARKET_SCREEN.ofertasConfirmadas}</Title>
      <SeasonSelect value={season} onChange={(v) => (setSeason(v), setPage(1))} allowAll defaultToCurrent />
      <QueryState query={offers} error={MSG.infoLoadError} empty={MARKET_SCREEN.noHayOfertasConfirmadas}>
        {({ data, meta }) => (
          <>
            <ListTable
              minWidth={700}
              cards
              columns={[
                COMMON_SCREEN.realizadoPor,
                COMMON_SCREEN.jugador,
                COMMON_SCREEN.equipoDesde,
                { label: COMMON_SCREEN.valorTotal, numeric: true },
                MARKET_SCREEN.horario,
                can('reverseOperations', me.data?.rol) && COMMON_SCREEN.acciones,
              ]}
            >
              {data.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>{o.created_by?.name}</Table.Td>
                  <Table.Td>{o.name}</Table.Td>
                  <Table.Td>{o.id_team.name}</Table.Td>
                  <Table.Td ta="right">{formatPesos(o.total_value)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(o.created_at)}
                    <ReversalNote reversal={o.reversal} />
                  </Table.Td>
                  {can('reverseOperations', me.data?.rol) && (
                    <Table.Td>
                      {!o.reversal && (
                        <Anchor component={Link} to={`${paths.reversiones}?kind=clause&id=${o.id}`} size="sm">
                          {REVERSAL_MSG.reverseLink}
                        </Anchor>
                      )}
                    </Table.Td>
                  )}
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
