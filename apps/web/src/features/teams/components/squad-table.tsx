import { Table } from '@mantine/core';
import type { Player } from '@superliga/league';
import { ListTable } from '../../../components/list-table';
import { StatusBadge } from '../../../components/status-badge';
import { formatPesos } from '../../../lib/format';

/** A team's players: NOMBRE, EDAD, CA, PA, VALOR, ESTADO (000 §2 squad page), best CA first. */
export function SquadTable({ players }: { players: Player[] }) {
  const sorted = [...players].sort((a, b) => b.ca - a.ca || a.name.localeCompare(b.name));
  return (
    <ListTable
      minWidth={560}
      highlightOnHover
      columns={[
        'NOMBRE',
        { label: 'EDAD', numeric: true },
        { label: 'CA', numeric: true },
        { label: 'PA', numeric: true },
        { label: 'VALOR', numeric: true },
        'ESTADO',
      ]}
    >
      {sorted.map((p) => (
        <Table.Tr key={p.id}>
          <Table.Td>{p.name}</Table.Td>
          <Table.Td ta="right">{p.age}</Table.Td>
          <Table.Td ta="right">{p.ca}</Table.Td>
          <Table.Td ta="right">{p.pa}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatPesos(p.value)}
          </Table.Td>
          <Table.Td>
            <StatusBadge status={p.status} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
