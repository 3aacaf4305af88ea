import { Anchor, Stack, Table } from '@mantine/core';
import { paths, SQUAD_ACTIONS_MSG, type Player, TABLE_HEADERS } from '@superliga/league';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ListTable } from './list-table';
import { Pager } from './pager';
import { StatusBadge } from './status-badge';
import { formatPesos } from '../lib/format';

/**
 * Rows drawn at once. A rulebook squad (24 players) fits in one page, so it shows no pager; a team of
 * hundreds (the large league's, ~560) drew ~10,000 elements in one long task (docs/decisions/044-every-screen-fast.md).
 */
const ROWS_PER_PAGE = 50;

/**
 * A team's players: NOMBRE, EDAD, CA, PA, VALOR, ESTADO (000 §2 squad page), best CA first.
 * With `actions` (the manager's own /plantel) each row ends in its buttons, kept in view on a phone.
 */
export function SquadTable({ players, actions }: { players: Player[]; actions?: (player: Player) => ReactNode }) {
  const [wanted, setPage] = useState(1);
  const sorted = [...players].sort((a, b) => b.ca - a.ca || a.name.localeCompare(b.name));
  const lastPage = Math.max(1, Math.ceil(sorted.length / ROWS_PER_PAGE));
  // A release shortens the list: stay on the last page that still has rows.
  const page = Math.min(wanted, lastPage);
  const rows = sorted.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  const table = (
    <ListTable
      minWidth={actions ? 720 : 560}
      nativeScroll={!actions}
      // Cards on a phone (decision 027): the manager's own squad is acted on (a release pays a share
      // of the value), another team's is read for the value a clause or an offer starts from.
      cards
      highlightOnHover
      columns={[
        TABLE_HEADERS.nombre,
        { label: TABLE_HEADERS.edad, numeric: true, short: true },
        { label: TABLE_HEADERS.ca, numeric: true, short: true },
        { label: TABLE_HEADERS.pa, numeric: true, short: true },
        { label: TABLE_HEADERS.valor, numeric: true },
        TABLE_HEADERS.estado,
        !!actions && SQUAD_ACTIONS_MSG.actions,
      ]}
    >
      {rows.map((p) => (
        <Table.Tr key={p.id}>
          <Table.Td>
            <Anchor component={Link} to={paths.player(p.id)} size="sm">
              {p.name}
            </Anchor>
          </Table.Td>
          <Table.Td ta="right">{p.age}</Table.Td>
          <Table.Td ta="right">{p.ca}</Table.Td>
          <Table.Td ta="right">{p.pa}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatPesos(p.value)}
          </Table.Td>
          <Table.Td>
            <StatusBadge status={p.status} />
          </Table.Td>
          {actions && <Table.Td>{actions(p)}</Table.Td>}
        </Table.Tr>
      ))}
    </ListTable>
  );
  if (lastPage === 1) return table;
  return (
    <Stack>
      {table}
      <Pager page={page} lastPage={lastPage} onChange={setPage} />
    </Stack>
  );
}
