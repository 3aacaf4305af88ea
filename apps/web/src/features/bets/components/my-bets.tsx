import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { BET_OPTION_LABELS, BETS_MSG, type AnyBetOption, type UserBet } from '@superliga/league';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatDate, formatPesos } from '../../../lib/format';
import { useUserBets } from '../api/get-user-bets';

export const optionLabel = (o: string) => BET_OPTION_LABELS[o as AnyBetOption] ?? o;

function StateBadge({ bet }: { bet: UserBet }) {
  if (bet.confirmed === 'no') return <Badge color="gray">Pendiente</Badge>;
  return bet.payout ? <Badge color="teal.9">Ganada</Badge> : <Badge color="red.9">Perdida</Badge>;
}

/** "Mis apuestas": the user's own stakes with their state and the budget they came from. */
export function MyBets() {
  const me = useUser();
  const bets = useUserBets(true);
  return (
    <Stack gap="xs" component="section" aria-labelledby="mis-apuestas">
      <Title order={2} id="mis-apuestas">
        Mis apuestas
      </Title>
      {me.data && (
        <Text size="sm" data-testid="my-budget">
          Presupuesto: <b>{formatPesos(me.data.profits)}</b>
        </Text>
      )}
      {bets.isPending ? (
        <LoadingState />
      ) : bets.isError ? (
        <ErrorState message={BETS_MSG.betsLoadError} />
      ) : bets.data.data.length === 0 ? (
        <EmptyState message="Todavía no hiciste apuestas." />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Apuesta</Table.Th>
                <Table.Th>Opción</Table.Th>
                <Table.Th ta="right">Cuota</Table.Th>
                <Table.Th ta="right">Monto</Table.Th>
                <Table.Th ta="right">Premio posible</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Fecha</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bets.data.data.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>{b.bet}</Table.Td>
                  <Table.Td>{optionLabel(b.selected_option)}</Table.Td>
                  <Table.Td ta="right">{b.odd}</Table.Td>
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
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
