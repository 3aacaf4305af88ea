import { Anchor, Button, Group, Table } from '@mantine/core';
import type { Player } from '@superliga/league';
import { Link } from 'react-router';
import { paths, USERS_SCREEN, PLAYERS_SCREEN, COMMON_SCREEN, TABLE_HEADERS } from '@superliga/league';
import { FollowButton } from '../../../components/follow-button';
import { ListTable } from '../../../components/list-table';
import { StatusBadge } from '../../../components/status-badge';
import { formatPesos } from '../../../lib/format';

/**
 * NOMBRE, EDAD, CA, PA, EQUIPO, VALOR, ESTADO (+ ACCIONES for staff), 000 §2; the name cell carries
 * the "Seguir" toggle (decision 035). The market is read for a player's team and value: on a phone
 * each player is a card, the three figures on one line (decision 027).
 */
export function PlayersTable(props: { players: Player[]; canEdit: boolean; canDelete: boolean; onDelete: (p: Player) => void; deletingId?: number }) {
  const { players, canEdit, canDelete } = props;
  return (
    <ListTable
      minWidth={720}
      highlightOnHover
      cards
      columns={[
        TABLE_HEADERS.nombre,
        { label: TABLE_HEADERS.edad, numeric: true, short: true },
        { label: TABLE_HEADERS.ca, numeric: true, short: true },
        { label: TABLE_HEADERS.pa, numeric: true, short: true },
        TABLE_HEADERS.equipo,
        { label: TABLE_HEADERS.valor, numeric: true },
        TABLE_HEADERS.estado,
        canEdit && TABLE_HEADERS.acciones,
      ]}
    >
      {players.map((p) => (
        <Table.Tr key={p.id}>
          <Table.Td>
            <Group gap={6} justify="space-between">
              <Anchor component={Link} to={paths.player(p.id)} size="sm">
                {p.name}
              </Anchor>
              <FollowButton player={p} />
            </Group>
          </Table.Td>
          <Table.Td ta="right">{p.age}</Table.Td>
          <Table.Td ta="right">{p.ca}</Table.Td>
          <Table.Td ta="right">{p.pa}</Table.Td>
          <Table.Td>{p.id_team.name}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatPesos(p.value)}
          </Table.Td>
          <Table.Td>
            <StatusBadge status={p.status} />
          </Table.Td>
          {canEdit && (
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button component={Link} to={paths.editPlayer(p.id)} size="xs" variant="light" aria-label={PLAYERS_SCREEN.editar(p.name)}>
                  {COMMON_SCREEN.editar}
                </Button>
                {canDelete && (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => props.onDelete(p)}
                    // Deleting does not depend on the value: the 375 px pass does not ask for it beside this button.
                    data-no-amount
                    loading={props.deletingId === p.id}
                    aria-label={PLAYERS_SCREEN.borrar(p.name)}
                  >
                    {USERS_SCREEN.deleteLabel}
                  </Button>
                )}
              </Group>
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
