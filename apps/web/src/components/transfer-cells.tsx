import { Table } from '@mantine/core';
import type { Transfer } from '@superliga/league';
import { formatPesos } from '../lib/format';

/** A transfer's first cells in every table of transfers: N°, players, from, to and the amount. */
export function TransferCells({ transfer: t }: { transfer: Pick<Transfer, 'id' | 'transferred_players' | 'team_from' | 'team_to' | 'budget'> }) {
  return (
    <>
      <Table.Td>{t.id}</Table.Td>
      <Table.Td>{t.transferred_players}</Table.Td>
      <Table.Td>{t.team_from.name}</Table.Td>
      <Table.Td>{t.team_to.name}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatPesos(t.budget)}
      </Table.Td>
    </>
  );
}
