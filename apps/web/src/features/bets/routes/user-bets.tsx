import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { betOptionLabel, BETS_MSG, BETS_SCREEN, can, COMMON_SCREEN, CONFIRM_MSG, FIXTURE_BET_TEXTS, MSG, type UserBet } from '@superliga/league';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { ErrorState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatDate, formatPesos } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useSettleUserBet } from '../api/settle-user-bet';
import { useUserBets } from '../api/get-user-bets';
import { useBetsLiveUpdates } from '../api/live-bets';

/** '/apuestas/usuarios' (Admin): unconfirmed user bets; confirm pays odd × amount, 'Perdida' closes without paying. */
export default function UserBetsRoute() {
  const me = useUser();
  const bets = useUserBets(false);
  // Another Admin settling a bet takes it off this list too.
  useBetsLiveUpdates();
  const settle = useSettleUserBet();
  const admin = can('confirmUserBets', me.data?.rol);
  const payment = useConfirmPayment(settle.isPending);
  // Won: the league pays odd × stake to the bettor; lost: the stake stays spent.
  const onSettle = (b: UserBet, result: 'won' | 'lost') => {
    const stake = formatPesos(b.amount);
    const lines = [
      result === 'won'
        ? CONFIRM_MSG.betWon(b.user.name, formatPesos(b.potential_payout), stake, String(b.selected_option))
        : CONFIRM_MSG.betLost(b.user.name, stake),
      CONFIRM_MSG.betOn(b.bet, betOptionLabel(b.option_label)),
    ];
    const question =
      result === 'won'
        ? { title: CONFIRM_MSG.betWonTitle, lines, color: 'teal.9' }
        : { title: CONFIRM_MSG.betLostTitle, lines, confirmLabel: BETS_SCREEN.perdida, color: 'red' };
    payment.ask(question, (done) => settle.mutate({ id: b.id, userId: b.user.id, result }, { onError: (e) => notifyError(e), onSettled: done }));
  };
  const busy = (id: number, result: string) => settle.isPending && settle.variables?.id === id && settle.variables.result === result;

  return (
    <Stack>
      {payment.dialog}
      <Title order={1}>{BETS_SCREEN.apuestasDeUsuariosSinConfirmar}</Title>
      {!admin && me.data ? (
        <ErrorState message={MSG.forbidden} />
      ) : (
        <QueryState query={bets} error={BETS_MSG.betsLoadError} empty={BETS_SCREEN.noHayApuestasSinConfirmar}>
          {({ data }) => (
            <ListTable
              minWidth={820}
              highlightOnHover
              cards
              columns={[
                COMMON_SCREEN.usuario,
                BETS_SCREEN.apuesta,
                BETS_SCREEN.opcion,
                { label: BETS_SCREEN.cuota, numeric: true },
                { label: COMMON_SCREEN.monto, numeric: true },
                { label: COMMON_SCREEN.premio, numeric: true },
                COMMON_SCREEN.fecha,
                COMMON_SCREEN.acciones,
              ]}
            >
              {data.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td fw={500}>{b.user.name}</Table.Td>
                  <Table.Td>{b.bet}</Table.Td>
                  <Table.Td>{betOptionLabel(b.option_label)}</Table.Td>
                  <Table.Td ta="right">{b.selected_option}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPesos(b.amount)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPesos(b.potential_payout)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(b.created_at)}</Table.Td>
                  <Table.Td>
                    {b.match_id !== null ? (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {FIXTURE_BET_TEXTS.settlesItself}
                      </Text>
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          color="teal.9"
                          loading={busy(b.id, 'won')}
                          disabled={settle.isPending}
                          onClick={() => onSettle(b, 'won')}
                          aria-label={BETS_SCREEN.confirmarApuestaDeEn(b.user.name, b.bet)}
                        >
                          {COMMON_SCREEN.confirmar}
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          loading={busy(b.id, 'lost')}
                          disabled={settle.isPending}
                          onClick={() => onSettle(b, 'lost')}
                          aria-label={BETS_SCREEN.marcarPerdidaLaApuestaDe(b.user.name, b.bet)}
                        >
                          {BETS_SCREEN.perdida}
                        </Button>
                      </Group>
                    )}
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
