import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  emptyNowText,
  mayUse,
  MSG,
  type Offer,
  paths,
  MARKET_SCREEN,
  COMMON_SCREEN,
  AUDIT_MSG,
  ROLE_LABELS,
  COMPLIANCE_FIGURE_LABELS,
  REVERSAL_MSG,
  TABLE_HEADERS,
} from '@superliga/league';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListTable } from '../../../../components/list-table';
import { QueryState } from '../../../../components/query-state';
import { SeasonSelect } from '../../../../components/season-select';
import { ErrorState } from '../../../../components/states';
import { WaitLoader } from '../../../../components/wait-loader';
import { useUser } from '../../../../lib/current-user';
import { useFirstDraw } from '../../../../lib/first-draw';
import { primeFirstLoad } from '../../../../lib/query-client';
import { seasonsQueryOptions } from '../../../../lib/reference-data';
import { formatPesos } from '../../../../lib/format';
import { ledgerSummaryQueryOptions, useLedgerSummary } from '../../money/api/get-ledger-summary';
import { useOffers } from '../../offers/api/get-offers';
import { useLastAuctions } from '../../auctions/api/get-last-auctions';
import { useTransferHistory } from '../../transfers/api/get-transfer-history';
import { nowQueryOptions, useNow } from '../api/get-now';
import { HomeNow } from '../components/home-now';
import { OfferAmount, OffersTable } from '../../offers/components/offers-table';
import { PendingTransfers } from '../../transfers/components/pending-transfers';
import { TransfersTable } from '../../transfers/components/transfers-table';
import { useMarketLiveUpdates } from '../../shared/api/live-market';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card withBorder>
    <Title order={2} size="h4" mb="sm">
      {title}
    </Title>
    {children}
  </Card>
);

/** 'Clausulas ejecutadas': ID, Jugadores Transferidos, Equipo Desde, Presupuesto, Acciones. */
const ExecutedClauses = ({ offers }: { offers: Offer[] }) => (
  <ListTable
    minWidth={520}
    stickyEnd
    columns={[
      TABLE_HEADERS.id,
      MARKET_SCREEN.jugadoresTransferidos,
      MARKET_SCREEN.equipoDesde,
      { label: COMMON_SCREEN.presupuesto, numeric: true },
      COMMON_SCREEN.acciones,
    ]}
  >
    {offers.map((o) => (
      <Table.Tr key={o.id}>
        <Table.Td>{o.id}</Table.Td>
        <Table.Td>{o.name}</Table.Td>
        <Table.Td>{o.id_team.name}</Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          <OfferAmount amount={o.total_value} />
        </Table.Td>
        <Table.Td>
          <Anchor component={Link} to={paths.playerOffers(o.id_player.id)} aria-label={MARKET_SCREEN.offersFor(o.name)}>
            {MARKET_SCREEN.ofertas}
          </Anchor>
        </Table.Td>
      </Table.Tr>
    ))}
  </ListTable>
);

function SeasonLists({ season, userId }: { season: string; userId: number }) {
  const focusedTransfer = Number(useSearchParams()[0].get('transferencia')) || null;
  const transfers = useTransferHistory(season, 1, true);
  const auctions = useLastAuctions(season);
  const mine = useOffers('mine', season, 1);
  const received = useOffers('received', season, 1);
  const summary = useLedgerSummary(season);
  const ownAuctions = { ...auctions, data: auctions.data?.filter((a) => a.creator.id === userId) };
  return (
    <Stack>
      <Section title={REVERSAL_MSG.transfers}>
        <QueryState query={transfers} error={MSG.transfersLoadError} empty={MARKET_SCREEN.noHicisteTransferenciasEnEsta}>
          {({ data }) => <TransfersTable transfers={data} />}
        </QueryState>
      </Section>
      <Section title={COMPLIANCE_FIGURE_LABELS.auctions}>
        <QueryState query={ownAuctions} error={MSG.infoLoadError} empty={MARKET_SCREEN.noCreasteSubastasEnEsta}>
          {(rows) => (
            <Stack gap={4}>
              {rows.map((a) => (
                <Group key={a.id} justify="space-between">
                  <Text>{a.player.name || MSG.noPlayer}</Text>
                  <Text fw={500}>{a.amount === null ? MSG.noBid : formatPesos(a.amount)}</Text>
                </Group>
              ))}
            </Stack>
          )}
        </QueryState>
      </Section>
      <Section title={MARKET_SCREEN.clausulasEjecutadas}>
        <QueryState query={mine} error={MSG.infoLoadError} empty={MARKET_SCREEN.noEjecutasteClausulasEnEsta}>
          {({ data }) => <ExecutedClauses offers={data} />}
        </QueryState>
      </Section>
      <Section title={MARKET_SCREEN.clausulasRecibidasEnElEquipo}>
        <QueryState query={received} error={MSG.infoLoadError} empty={MARKET_SCREEN.tuEquipoNoRecibioClausulas}>
          {({ data }) => <OffersTable offers={data} showState />}
        </QueryState>
      </Section>
      <Section title={MARKET_SCREEN.transferenciasPendientes}>
        <PendingTransfers season={season} focus={focusedTransfer} />
      </Section>
      <Section title={MARKET_SCREEN.presupuestoGastadoTotal}>
        {summary.isPending ? (
          <WaitLoader size="sm" role="status" aria-label={COMMON_SCREEN.cargando} />
        ) : summary.isError ? (
          <ErrorState message={MSG.infoLoadError} />
        ) : (
          <Text fz="xl" fw={700} data-testid="spent">
            {formatPesos(summary.data.spent)}
          </Text>
        )}
      </Section>
    </Stack>
  );
}

/**
 * On the first load the screen waits for the answers main.tsx asked for early (its route's
 * handle.firstData in app/routes.tsx), "Ahora"'s among them: it draws complete above the figures
 * instead of arriving later and pushing them down (docs/decisions/044-every-screen-fast.md, layout
 * shifts).
 */
export const loader = () => primeFirstLoad(seasonsQueryOptions(), ledgerSummaryQueryOptions(null), nowQueryOptions());

/** "Mi estado" (000 §2): who I am, my money, and after choosing a season the market lists. */
export default function DashboardRoute() {
  const user = useUser();
  const u = user.data;
  const showsNow = mayUse('homeNow', u);
  const now = useNow(showsNow);
  // "Ahora" draws its answer in a deferred render (useFirstDraw): the figures come in the same one.
  const nowDrawn = useFirstDraw(!now.isPending);
  const summary = useLedgerSummary(null);
  const [season, setSeason] = useState<string | null>(null);
  const focused = useSearchParams()[0].has('transferencia');
  useMarketLiveUpdates();
  if (user.isError) return <Alert color="red">{MSG.infoLoadError}</Alert>;
  // The frame draws a screen once the user is known (app-layout.tsx); this only narrows the type.
  if (!u) return null;
  // Nothing is drawn under "Ahora" before its list has answered (or failed): drawn earlier, the
  // figures were pushed down when it arrived, on a slow connection under a thumb about to tap them
  // (decision 044, "Nothing moves while a screen loads"). Usually the answer is there already
  // (main.tsx asks for it while the code loads).
  const holding = showsNow && !nowDrawn;
  // A figure still coming keeps its line's height, so nothing below moves when it fills in.
  const pending = '…';
  const blank = '\u00a0';
  return (
    <Stack>
      <Title order={1}>{COMMON_SCREEN.miEstado}</Title>
      {showsNow ? <HomeNow empty={emptyNowText(u.rol, !!u.team)} /> : null}
      {holding ? null : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Card withBorder>
              <Text c="dimmed" size="sm">
                {COMMON_SCREEN.manager}
              </Text>
              <Text fw={700}>{u.name}</Text>
              <Text size="sm">{u.rol === 'visitante' ? ROLE_LABELS.visitante : u.rol}</Text>
            </Card>
            <Card withBorder>
              <Text c="dimmed" size="sm">
                {AUDIT_MSG.colTeam}
              </Text>
              <Text fw={700}>{u.team?.name ?? MARKET_SCREEN.sinEquipo}</Text>
              <Text size="sm">{u.team?.division || blank}</Text>
            </Card>
            <Card withBorder>
              <Text c="dimmed" size="sm">
                {COMMON_SCREEN.presupuesto}
              </Text>
              <Text fw={700} data-testid="profits">
                {formatPesos(u.profits)}
              </Text>
              <Anchor component={Link} to={paths.movimientos} size="sm">
                {MARKET_SCREEN.verMovimientos}
              </Anchor>
            </Card>
            <Card withBorder>
              <Text c="dimmed" size="sm">
                {MARKET_SCREEN.disponible}
              </Text>
              {/* The figure carries its test id once it is real, so a test never reads the placeholder. */}
              <Text fw={700} data-testid={summary.data ? 'available' : undefined}>
                {summary.data ? formatPesos(summary.data.available) : pending}
              </Text>
              <Text size="sm" c="dimmed">
                {summary.data ? MARKET_SCREEN.committed(formatPesos(summary.data.committed)) : blank}
              </Text>
            </Card>
          </SimpleGrid>
          {/* A notice's link to a pending transfer opens the current season's lists at once (decision 027). */}
          <SeasonSelect value={season} onChange={setSeason} defaultToCurrent={focused} />
          {season ? <SeasonLists season={season} userId={u.id} /> : <Text c="dimmed">{MARKET_SCREEN.elegiUnaTemporadaParaVer}</Text>}
        </>
      )}
    </Stack>
  );
}
