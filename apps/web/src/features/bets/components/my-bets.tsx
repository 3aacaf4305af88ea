import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { betOptionLabel, BETS_MSG, type UserBet, COMMON_SCREEN, BETS_SCREEN } from '@superliga/league';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { useUser } from '../../../lib/current-user';
import { formatDate, formatPesos } from '../../../lib/format';
import { useUserBets } from '../api/get-user-bets';
import { useBetsLiveUpdates } from '../api/live-bets';

function StateBadge({ bet }: { bet: UserBet }) {
  if (bet.confirmed === 'no') return <Badge color="gray">{COMMON_SCREEN.pendiente}</Badge>;
  return bet.payout ? <Badge color="teal.9">{BETS_SCREEN.ganada}</Badge> : <Badge color="red.9">{BETS_SCREEN.perdida}</Badge>;
}

/** "Mis apuestas": the user's own stakes with their state and the budget they came from. */
export function MyBets() {
  const me = useUser();
  const bets = useUserBets(true);
  useBetsLiveUpdates();
  return (
    <Stack gap="xs" component="section" aria-labelledby="mis-apuestas">
      <Title order={2} id="mis-apuestas">
        {BETS_SCREEN.misApuestas}
      </Title>
      {me.data && (
        <Text size="sm" data-testid="my-budget">
          {BETS_SCREEN.presupuesto}
          <b>{formatPesos(me.data.profits)}</b>
        </Text>
      )}
      <QueryState query={bets} error={BETS_MSG.betsLoadError} empty={BETS_SCREEN.todaviaNoHicisteApuestas}>
        {({ data }) => (
          <ListTable
            minWidth={640}
            columns={[
              BETS_SCREEN.apuesta,
              BETS_SCREEN.opcion,
              { label: BETS_SCREEN.cuota, numeric: true },
              { label: COMMON_SCREEN.monto, numeric: true },
              { label: BETS_SCREEN.premioPosible, numeric: true },
              COMMON_SCREEN.estado,
              COMMON_SCREEN.fecha,
            ]}
          >
            {data.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>{b.bet}</Table.Td>
                <Table.Td>{betOptionLabel(b.option_label)}</Table.Td>
                <Table.Td ta="right">{b.selected_option}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPesos(b.amount)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPesos(b.potential_payout)}
                </Table.Td>
                <Table.Td>
                  <StateBadge bet={b} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(b.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryState>
    </Stack>
  );
}
