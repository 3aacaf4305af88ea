import { Table } from '@mantine/core';
import type { Player } from '@superliga/league';
import { StatusBadge } from '../../../components/status-badge';
import { formatPesos } from '../../../lib/format';

/** A team's players: NOMBRE, EDAD, CA, PA, VALOR, ESTADO (000 §2 squad page), best CA first. */
export function SquadTable({ players }: { players: Player[] }) {
  const sorted = [...players].sort((a, b) => b.ca - a.ca || a.name.localeCompare(b.name));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>NOMBRE</Table.Th>
            <Table.Th ta="right">EDAD</Table.Th>
            <Table.Th ta="right">CA</Table.Th>
            <Table.Th ta="right">PA</Table.Th>
            <Table.Th ta="right">VALOR</Table.Th>
            <Table.Th>ESTADO</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
