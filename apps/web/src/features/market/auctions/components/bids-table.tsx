import { Badge, Table, Text } from '@mantine/core';
import { AUCTION_MSG, type AuctionBid, TABLE_HEADERS } from '@superliga/league';
import { DateTimeText } from '../../../../components/date-time-text';
import { ListTable } from '../../../../components/list-table';
import { formatDate, formatPesos } from '../../../../lib/format';

/**
 * The bids of one auction, highest first; the ones the server placed for a maximum say so. Three
 * columns, the bidder's team under his name, so at 375 px the whole row is on screen with no
 * sideways scroll (decision 027).
 */
export function BidsTable({ bids, label }: { bids: AuctionBid[]; label: string }) {
  return (
    <ListTable
      minWidth={300}
      nativeScroll
      stickyStart={0}
      aria-label={label}
      columns={[{ label: TABLE_HEADERS.monto, numeric: true }, TABLE_HEADERS.manager, TABLE_HEADERS.fecha]}
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
            <Text size="xs" c="dimmed">
              {b.team.name}
            </Text>
          </Table.Td>
          <Table.Td>
            <DateTimeText text={formatDate(b.created_at)} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
