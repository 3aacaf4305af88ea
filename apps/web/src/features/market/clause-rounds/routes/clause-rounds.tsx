import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { CLAUSE_ROUND_STATUS_LABELS, MSG, RECEIPT_MSG, type ClauseRound, MARKET_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { DateTimeText } from '../../../../components/date-time-text';
import { ListTable } from '../../../../components/list-table';
import { Pager } from '../../../../components/pager';
import { QueryState } from '../../../../components/query-state';
import { SeasonSelect } from '../../../../components/season-select';
import { useUser } from '../../../../lib/current-user';
import { formatDate, formatPesos } from '../../../../lib/format';
import { useClauseRounds } from '../api/get-clause-rounds';
import { AuthorName, OfferAmount } from '../../offers/components/offers-table';
import { ReceiptCheck } from '../components/receipt-check';

const STATUS_COLORS: Record<ClauseRound['status'], string> = { oculta: 'gray', abierta: 'blue', prorroga: 'orange', resuelta: 'teal.9', cerrada: 'red' };

/** /rondas-clausulas: the public log of clause rounds (spec DECISIONS, 'The league's own rules as settings'): every offer once revealed, the winner and why. */
export default function ClauseRoundsRoute() {
  const [season, setSeason] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const rounds = useClauseRounds(season || null, page);
  return (
    <Stack>
      <Title order={1}>{MARKET_SCREEN.rondasDeClausulas}</Title>
      <Text size="sm" c="dimmed">
        {MARKET_SCREEN.alRevelarseLasOfertasPor}
      </Text>
      <Text size="sm" c="dimmed">
        {RECEIPT_MSG.logIntro}
      </Text>
      <SeasonSelect value={season} onChange={(v) => (setSeason(v), setPage(1))} allowAll defaultToCurrent />
      <QueryState query={rounds} error={MSG.infoLoadError} empty={MARKET_SCREEN.noHayRondasDeClausulas}>
        {({ data, meta }) => (
          <>
            {data.map((r) => (
              <RoundCard key={`${r.id_player.id}-${r.reveal_at}`} round={r} />
            ))}
            <Pager page={page} lastPage={meta.last_page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function RoundCard({ round }: { round: ClauseRound }) {
  const me = useUser().data;
  const title = `${round.id_player.name} (${round.id_team.name})`;
  return (
    <Card withBorder component="section" aria-label={title}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge color={STATUS_COLORS[round.status]}>{CLAUSE_ROUND_STATUS_LABELS[round.status]}</Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {MARKET_SCREEN.revelacion}
        {formatDate(round.reveal_at)}
        {round.extended_until ? MARKET_SCREEN.prorrogaHasta(formatDate(round.extended_until)) : ''}
      </Text>
      {round.winner && (
        <Text size="sm" fw={600} mt={4}>
          {MARKET_SCREEN.ganador}
          <AuthorName author={round.winner.created_by} />
        </Text>
      )}
      {round.reason && (
        <Text size="sm" mt={4}>
          {RECEIPT_MSG.rule}: {round.reason}
        </Text>
      )}
      {round.runner_up !== null && (
        <Text size="sm">
          {RECEIPT_MSG.runnerUp}: {formatPesos(round.runner_up)}
        </Text>
      )}
      {/* Narrower gutters and a smaller hour: a winner's bold amount and the time fit a phone's three columns. */}
      <ListTable
        minWidth={300}
        nativeScroll
        horizontalSpacing={6}
        columns={[COMMON_SCREEN.manager, { label: MARKET_SCREEN.montoTotal, numeric: true }, MARKET_SCREEN.hecha]}
      >
        {round.offers.map((o) => (
          <Table.Tr key={o.id} fw={round.winner?.id_offer === o.id ? 700 : undefined}>
            <Table.Td>
              <AuthorName author={o.created_by} />
              {/* The receipt under the author, its digits free to break: the three columns still fit a phone (decision 023). */}
              {o.receipt_hash && (
                <Text size="xs" ff="monospace" c="dimmed" title={o.receipt_hash} style={{ wordBreak: 'break-all' }}>
                  {RECEIPT_MSG.column.toLowerCase()} {o.receipt_hash.slice(0, 10)}…
                </Text>
              )}
              {o.receipt_salt && (
                <Text size="xs" ff="monospace" c="dimmed" title={o.receipt_salt} style={{ wordBreak: 'break-all' }}>
                  {MARKET_SCREEN.sal}
                  {o.receipt_salt.slice(0, 10)}…
                </Text>
              )}
              <ReceiptCheck playerId={round.id_player.id} offer={o} mine={!!me && o.created_by.id === me.id} />
            </Table.Td>
            <Table.Td ta="right">
              <OfferAmount amount={o.total_value} />
            </Table.Td>
            <Table.Td fz="xs">
              <DateTimeText text={formatDate(o.created_at)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Card>
  );
}
