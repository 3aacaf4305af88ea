import { Table } from '@mantine/core';
import type { AuctionBid } from '@superliga/league';
import { formatDate, formatPesos } from '../../../lib/format';

/** The bids of one auction, highest first. */
export function BidsTable({ bids, label }: { bids: AuctionBid[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">MONTO</Table.Th>
            <Table.Th>MANAGER</Table.Th>
            <Table.Th>EQUIPO</Table.Th>
            <Table.Th>FECHA</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bids.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPesos(b.amount)}
              </Table.Td>
              <Table.Td>{b.auctioned_by.name}</Table.Td>
              <Table.Td>{b.id_team.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(b.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
