import { Table } from '@mantine/core';
import type { Transfer } from '@superliga/league';
import { ListTable } from '../../../components/list-table';
import { formatDate, formatPesos } from '../../../lib/format';

/** Confirmed transfers: who went where, for how much and when. */
export function TransfersTable({ transfers }: { transfers: Transfer[] }) {
  return (
    <ListTable minWidth={680} highlightOnHover columns={['N°', 'Jugadores', 'Desde', 'Hacia', { label: 'Monto', numeric: true }, 'Confirmada']}>
      {transfers.map((t) => (
        <Table.Tr key={t.id}>
          <Table.Td>{t.id}</Table.Td>
          <Table.Td>{t.transferred_players}</Table.Td>
          <Table.Td>{t.team_from.name}</Table.Td>
          <Table.Td>{t.team_to.name}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatPesos(t.budget)}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(t.confirmed_at)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
