import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { BETS_MSG, isAdmin, MSG } from '@superliga/league';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { ErrorState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatDate, formatPesos } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSettleUserBet } from '../api/settle-user-bet';
import { useUserBets } from '../api/get-user-bets';
import { useBetsLiveUpdates } from '../api/live-bets';
import { optionLabel } from '../components/my-bets';

/** '/apuestas/usuarios' (Admin): unconfirmed user bets; confirm pays odd × amount, 'Perdida' closes without paying. */
export default function UserBetsRoute() {
  const me = useUser();
  const bets = useUserBets(false);
  // Another Admin settling a bet takes it off this list too.
  useBetsLiveUpdates();
  const settle = useSettleUserBet();
  const admin = isAdmin(me.data?.rol);
  const onSettle = (id: number, userId: number, result: 'won' | 'lost') =>
    settle.mutate({ id, userId, result }, { onSuccess: (r) => notifySuccess(r.message), onError: (e) => notifyError(e) });
  const busy = (id: number, result: string) => settle.isPending && settle.variables?.id === id && settle.variables.result === result;

  return (
    <Stack>
      <Title order={1}>Apuestas de usuarios sin confirmar</Title>
      {!admin && me.data ? (
        <ErrorState message={MSG.forbidden} />
      ) : (
        <QueryState query={bets} error={BETS_MSG.betsLoadError} empty="No hay apuestas sin confirmar.">
          {({ data }) => (
            <ListTable
              minWidth={820}
              highlightOnHover
              columns={['Usuario', 'Apuesta', 'Opción', { label: 'Cuota', numeric: true }, { label: 'Monto', numeric: true }, { label: 'Premio', numeric: true }, 'Fecha', 'Acciones']}
            >
              {data.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td fw={500}>{b.id_user.name}</Table.Td>
                  <Table.Td>{b.bet}</Table.Td>
                  <Table.Td>{optionLabel(b.option_label)}</Table.Td>
                  <Table.Td ta="right">{b.selected_option}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPesos(b.amount)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPesos(b.potential_payout)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(b.created_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" color="teal.9" loading={busy(b.id, 'won')} disabled={settle.isPending} onClick={() => onSettle(b.id, b.id_user.id, 'won')} aria-label={`Confirmar apuesta de ${b.id_user.name} en ${b.bet}`}>
                        Confirmar
                      </Button>
                      <Button size="xs" color="red" variant="light" loading={busy(b.id, 'lost')} disabled={settle.isPending} onClick={() => onSettle(b.id, b.id_user.id, 'lost')} aria-label={`Marcar perdida la apuesta de ${b.id_user.name} en ${b.bet}`}>
                        Perdida
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
