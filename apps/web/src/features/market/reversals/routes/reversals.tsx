import { Stack, Table, Text, Title } from '@mantine/core';
import { REVERSAL_KINDS, REVERSAL_MSG, type Reversal, type ReversalKind, COMMON_SCREEN, REVERSALS_SCREEN } from '@superliga/league';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListTable } from '../../../../components/list-table';
import { TransferCells } from '../../../../components/transfer-cells';
import { QueryState } from '../../../../components/query-state';
import { DrawnWhole } from '../../../../components/drawn-whole';
import { SeasonSelect } from '../../../../components/season-select';
import { Permitted } from '../../../../components/permitted';
import { formatDate, formatPesos } from '../../../../lib/format';
import { useConfirmedClauses } from '../api/get-confirmed-clauses';
import { useConfirmedTransfers } from '../api/get-confirmed-transfers';
import { useReversals } from '../api/get-reversals';
import { useLastAuctions } from '../../auctions/api/get-last-auctions';
import { ReversalCell } from '../components/reversal-cell';
import { useReverse } from '../components/use-reverse';

/**
 * /reversiones (Admin): the season's confirmed transfers, clauses and auctions, each with
 * "Revertir" or, once reversed, "Revertida" and the reason. The history screens link here with
 * `?kind=transfer&id=12`, which opens that operation's dialog at once.
 */
export default function ReversalsRoute() {
  return (
    <Permitted action="reverseOperations">
      <Reversals />
    </Permitted>
  );
}

function Reversals() {
  const [season, setSeason] = useState<string | null>(null);
  const transfers = useConfirmedTransfers(season);
  const clauses = useConfirmedClauses(season);
  const auctions = useLastAuctions(season);
  const reversals = useReversals(season);
  const reverse = useReverse();
  const reversalOf = (kind: ReversalKind, id: number): Reversal | undefined => reversals.data?.data.find((r) => r.kind === kind && r.operation_id === id);
  const cell = (kind: ReversalKind, id: number) => (
    <Table.Td>
      <ReversalCell kind={kind} id={id} reversal={reversalOf(kind, id)} busy={reverse.busy(kind, id)} onReverse={reverse.start} />
    </Table.Td>
  );

  // A link from a history screen names the operation: ask about it once the user is known.
  const [params] = useSearchParams();
  const asked = useRef(false);
  useEffect(() => {
    const kind = params.get('kind') as ReversalKind | null;
    const id = Number(params.get('id'));
    if (asked.current || !kind || !REVERSAL_KINDS.includes(kind) || !Number.isInteger(id) || id < 1) return;
    asked.current = true;
    void reverse.start(kind, id);
  }, [params, reverse]);

  return (
    <Stack>
      {reverse.dialog}
      <Title order={1}>{REVERSAL_MSG.screenTitle}</Title>
      <Text>{REVERSAL_MSG.screenHelp}</Text>
      <SeasonSelect value={season} onChange={setSeason} defaultToCurrent />
      <DrawnWhole>
        <Title order={2}>{REVERSAL_MSG.transfers}</Title>
        <QueryState query={transfers} error={REVERSAL_MSG.loadError} empty={REVERSAL_MSG.empty}>
          {({ data }) => (
            <ListTable
              minWidth={720}
              cards
              aria-label={REVERSAL_MSG.transfers}
              columns={[
                'N°',
                COMMON_SCREEN.jugadores,
                COMMON_SCREEN.desde,
                COMMON_SCREEN.hacia,
                { label: COMMON_SCREEN.monto, numeric: true },
                COMMON_SCREEN.confirmada,
                COMMON_SCREEN.estado,
              ]}
            >
              {data.map((t) => (
                <Table.Tr key={t.id}>
                  <TransferCells transfer={t} />
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(t.confirmed_at)}</Table.Td>
                  {cell('transfer', t.id)}
                </Table.Tr>
              ))}
            </ListTable>
          )}
        </QueryState>

        <Title order={2}>{REVERSAL_MSG.clauses}</Title>
        <QueryState query={clauses} error={REVERSAL_MSG.loadError} empty={REVERSAL_MSG.empty}>
          {({ data }) => (
            <ListTable
              minWidth={640}
              cards
              aria-label={REVERSAL_MSG.clauses}
              columns={[
                'N°',
                COMMON_SCREEN.jugador,
                COMMON_SCREEN.equipoDesde,
                COMMON_SCREEN.realizadoPor,
                { label: COMMON_SCREEN.valorTotal, numeric: true },
                COMMON_SCREEN.estado,
              ]}
            >
              {data.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>{o.id}</Table.Td>
                  <Table.Td>{o.name}</Table.Td>
                  <Table.Td>{o.id_team.name}</Table.Td>
                  <Table.Td>{o.created_by?.name}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPesos(o.total_value)}
                  </Table.Td>
                  {cell('clause', o.id)}
                </Table.Tr>
              ))}
            </ListTable>
          )}
        </QueryState>

        <Title order={2}>{REVERSAL_MSG.auctions}</Title>
        <QueryState
          query={{ ...auctions, data: auctions.data?.filter((a) => a.status === 'confirmed') }}
          error={REVERSAL_MSG.loadError}
          empty={REVERSAL_MSG.empty}
        >
          {(data) => (
            <ListTable
              minWidth={560}
              cards
              aria-label={REVERSAL_MSG.auctions}
              columns={['N°', COMMON_SCREEN.jugador, REVERSALS_SCREEN.ganador, { label: COMMON_SCREEN.monto, numeric: true }, COMMON_SCREEN.estado]}
            >
              {data.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.id}</Table.Td>
                  <Table.Td>{a.player.name}</Table.Td>
                  <Table.Td>{a.auctioneer?.name}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPesos(a.amount)}
                  </Table.Td>
                  {cell('auction', a.id)}
                </Table.Tr>
              ))}
            </ListTable>
          )}
        </QueryState>
      </DrawnWhole>
    </Stack>
  );
}
