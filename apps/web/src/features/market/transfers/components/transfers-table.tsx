import { Table } from '@mantine/core';
import type { Transfer } from '@superliga/league';
import type { ReactNode } from 'react';
import { ListTable } from '../../../../components/list-table';
import { TransferCells } from '../../../../components/transfer-cells';
import { ReversalNote } from '../../../../components/reversal-note';
import { formatDate } from '../../../../lib/format';
import { COMMON_SCREEN } from '@superliga/league';

/** Confirmed transfers: who went where, for how much and when (and whether it was reversed, why); `action` adds a last cell (the Admin's "Revertir"). */
export function TransfersTable({ transfers, action }: { transfers: Transfer[]; action?: (t: Transfer) => ReactNode }) {
  return (
    <ListTable
      minWidth={680}
      highlightOnHover
      // A trade is read for its amount and where the players went: on a phone each is a card with
      // every fact on screen, not a number fixed beside columns scrolled away (decision 027).
      cards
      nativeScroll={!action}
      columns={[
        'N°',
        COMMON_SCREEN.jugadores,
        COMMON_SCREEN.desde,
        COMMON_SCREEN.hacia,
        { label: COMMON_SCREEN.monto, numeric: true },
        COMMON_SCREEN.confirmada,
        Boolean(action) && COMMON_SCREEN.acciones,
      ]}
    >
      {transfers.map((t) => (
        <Table.Tr key={t.id}>
          <TransferCells transfer={t} />
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {formatDate(t.confirmed_at)}
            <ReversalNote reversal={t.reversal} />
          </Table.Td>
          {action && <Table.Td>{action(t)}</Table.Td>}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
