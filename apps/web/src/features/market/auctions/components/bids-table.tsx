import { Badge, Table } from '@mantine/core';
import { AUCTION_MSG, type AuctionBid, TABLE_HEADERS } from '@superliga/league';
import { ListTable } from '../../../../components/list-table';
import { formatDate, formatPesos } from '../../../../lib/format';

/** The bids of one auction, highest first; the ones the server placed for a maximum say so. */
export function BidsTable({ bids, label }: { bids: AuctionBid[]; label: string }) {
  return (
    <ListTable
      minWidth={520}
      nativeScroll
      aria-label={label}
      columns={[{ label: TABLE_HEADERS.monto, numeric: true }, TABLE_HEADERS.manager, TABLE_HEADERS.equipo, TABLE_HEADERS.fecha]}
    >
      {bids.map((b) => (
        <Table.Tr key={b.id}>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatPesos(b.amount)}
          </Table.Td>
          <Table.Td>
            {b.auctioneer.name}
            {b.automatic && (
              <Badge ml="xs" size="sm" variant="light" color="blue">
                {AUCTION_MSG.automaticBid}
              </Badge>
            )}
          </Table.Td>
          <Table.Td>{b.team.name}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(b.created_at)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
