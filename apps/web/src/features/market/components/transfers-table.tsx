import { Table } from '@mantine/core';
import type { PendingTransfer } from '@superliga/league';
import { formatDate, formatPesos } from '../../../lib/format';

/** Confirmed transfers: who went where, for how much and when. */
export function TransfersTable({ transfers }: { transfers: PendingTransfer[] }) {
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>N°</Table.Th>
            <Table.Th>Jugadores</Table.Th>
            <Table.Th>Desde</Table.Th>
            <Table.Th>Hacia</Table.Th>
            <Table.Th ta="right">Monto</Table.Th>
            <Table.Th>Confirmada</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
