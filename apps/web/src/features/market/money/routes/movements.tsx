import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { AUDIT_MSG, MARKET_MSG, mayReadMovements, movementConcept, MSG, MARKET_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AuditEntriesTable } from '../../../../components/audit-entries';
import { ListTable } from '../../../../components/list-table';
import { Pager } from '../../../../components/pager';
import { QueryState } from '../../../../components/query-state';
import { EmptyState, ErrorState } from '../../../../components/states';
import { ApiError } from '../../../../lib/api-client';
import { useUser } from '../../../../lib/current-user';
import { formatDate, formatPesos } from '../../../../lib/format';
import { useMovements } from '../api/get-movements';
import { useMyAudit } from '../api/get-my-audit';
import { BalanceChart } from '../components/balance-chart';

/** /movimientos (own) and /users/{id}/movimientos (his own, or the Admin's of anyone): every budget change with the running balance. */
export default function MovementsRoute() {
  const me = useUser();
  const param = useParams().id;
  const userId = param ? Number(param) : me.data?.id;
  // Someone else's movements are asked for only by whom the league lets read them (the server decides again).
  const allowed = me.data !== undefined && userId !== undefined && mayReadMovements(me.data, userId);
  const [page, setPage] = useState(1);
  const movements = useMovements(allowed ? userId : undefined, page);
  if (me.data && !allowed)
    return (
      <Stack>
        <Title order={1}>{MARKET_SCREEN.movimientos}</Title>
        <ErrorState message={MARKET_MSG.movementsForbidden} />
      </Stack>
    );
  return (
    <Stack>
      <Title order={1}>{MARKET_SCREEN.movimientos}</Title>
      <QueryState query={movements} error={movements.error instanceof ApiError ? movements.error.message : MSG.infoLoadError}>
        {({ data, meta, summary, series }) => (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <Card withBorder>
                <Text c="dimmed" size="sm">
                  {COMMON_SCREEN.presupuesto}
                </Text>
                <Text fw={700}>{formatPesos(summary.profits)}</Text>
              </Card>
              <Card withBorder>
                <Text c="dimmed" size="sm">
                  {MARKET_SCREEN.comprometido}
                </Text>
                <Text fw={700}>{formatPesos(summary.committed)}</Text>
                {summary.hidden_offers > 0 && (
                  <Text c="dimmed" size="xs">
                    {MARKET_MSG.hiddenOffersNotCounted(summary.hidden_offers)}
                  </Text>
                )}
              </Card>
              <Card withBorder>
                <Text c="dimmed" size="sm">
                  {MARKET_SCREEN.disponible}
                </Text>
                <Text fw={700}>{formatPesos(summary.available)}</Text>
              </Card>
            </SimpleGrid>
            <Card withBorder>
              <BalanceChart series={series} />
            </Card>
            {data.length === 0 ? (
              <EmptyState message={MARKET_SCREEN.noHayMovimientos} />
            ) : (
              <>
                <ListTable
                  minWidth={640}
                  cards
                  columns={[
                    COMMON_SCREEN.fecha,
                    MARKET_SCREEN.concepto,
                    { label: COMMON_SCREEN.monto, numeric: true },
                    { label: MARKET_SCREEN.saldo, numeric: true },
                    MARKET_SCREEN.hechoPor,
                  ]}
                >
                  {data.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(m.created_at)}</Table.Td>
                      <Table.Td>{movementConcept(m)}</Table.Td>
                      <Table.Td ta="right" c={m.amount < 0 ? 'red.9' : 'teal.9'} style={{ whiteSpace: 'nowrap' }}>
                        {m.amount < 0 ? '-' : '+'}
                        {formatPesos(Math.abs(m.amount))}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatPesos(m.balance_after)}
                      </Table.Td>
                      <Table.Td>{m.actor?.name ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </ListTable>
                <Pager page={page} lastPage={meta.last_page} onChange={setPage} />
              </>
            )}
            {/* Drawn with the movements, under them: drawn before, their arrival pushed it down
                (decision 044, "Nothing moves while a screen loads"). */}
            {!param && <MyAuditSection />}
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** What the staff and the server did to the reader's team or money (docs/decisions/022-audit-log.md): his own entries only. */
function MyAuditSection() {
  const [page, setPage] = useState(1);
  const entries = useMyAudit(page, true);
  return (
    <Stack gap="xs" component="section" aria-labelledby="my-audit-title">
      <Title order={2} size="h3" id="my-audit-title">
        {AUDIT_MSG.myEntriesTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {AUDIT_MSG.myEntriesHelp}
      </Text>
      <QueryState query={entries} error={AUDIT_MSG.loadError} empty={AUDIT_MSG.myEntriesEmpty}>
        {({ data, meta }) => (
          <>
            <AuditEntriesTable entries={data} label={AUDIT_MSG.myEntriesTitle} />
            <Pager page={page} lastPage={meta?.last_page ?? 1} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
