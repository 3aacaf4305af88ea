import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { BETS_MSG, can, INITIAL_PAGE, mayUse, paths, BETS_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DrawnWhole } from '../../../components/drawn-whole';
import { ListTable } from '../../../components/list-table';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUser } from '../../../lib/current-user';
import { notifyError } from '../../../lib/notify';
import { primeFirstLoad } from '../../../lib/query-client';
import { useDeactivateBet } from '../api/deactivate-bet';
import type { BetKind } from '../api/get-bet';
import { matchBetsQueryOptions, useMatchBets } from '../api/get-match-bets';
import { playerBetsQueryOptions, usePlayerBets } from '../api/get-player-bets';
import { userBetsQueryOptions } from '../api/get-user-bets';
import { MyBets } from '../components/my-bets';
import { StakeLink } from '../components/stake-link';

/**
 * On the first load the screen waits for the answers main.tsx asked for early (its route's
 * handle.firstData in app/routes.tsx): the three lists draw together, so the sections below a list
 * never move down when it arrives (docs/decisions/044-every-screen-fast.md, layout shifts).
 */
export const loader = () => primeFirstLoad(matchBetsQueryOptions(INITIAL_PAGE), playerBetsQueryOptions(INITIAL_PAGE), userBetsQueryOptions(true));

/** A page of bets as the API answers it. */
type BetPage<T> = { data: T[]; meta?: { last_page: number } };

/**
 * One of the two lists of active bets: its title, its loading, error and empty states, its table
 * and its pager. The odds decide the bet: on a phone each bet is a card with every odd on screen
 * beside "Apostar", not a row whose odds scroll under the fixed columns (decision 027).
 */
function BetList<T>({
  id,
  title,
  query,
  empty,
  page,
  onPage,
  minWidth,
  columns,
  children,
}: {
  id: string;
  title: string;
  query: { isPending: boolean; isError: boolean; data: BetPage<T> | undefined };
  empty: string;
  page: number;
  onPage: (page: number) => void;
  minWidth: number;
  columns: ComponentProps<typeof ListTable>['columns'];
  /** The table's rows. */
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      <QueryState query={query} error={BETS_MSG.betsLoadError} empty={empty}>
        {({ data, meta }) => (
          <>
            <ListTable nativeScroll minWidth={minWidth} highlightOnHover cards columns={columns}>
              {children(data)}
            </ListTable>
            <Pager page={page} lastPage={meta?.last_page ?? 1} onChange={onPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** 'Apuestas' (001 §3): active match bets and player bets, each paged, plus the user's own bets. */
export default function BetsRoute() {
  const me = useUser();
  const staff = can('manageBets', me.data?.rol);
  const bettor = mayUse('bettor', me.data);
  const [matchPage, setMatchPage] = useState(INITIAL_PAGE);
  const [playerPage, setPlayerPage] = useState(INITIAL_PAGE);
  const matchBets = useMatchBets(matchPage);
  const playerBets = usePlayerBets(playerPage);
  const deactivate = useDeactivateBet();
  const busy = (kind: BetKind, id: number) => deactivate.isPending && deactivate.variables?.kind === kind && deactivate.variables.id === id;
  /** A bet's row actions: "Apostar" for a bettor, "Desactivar" for staff (each only to whom the server allows it). */
  const actions = (kind: BetKind, bet: { id: number; match_id: number | null }, to: string, stakeLabel: string, deactivateLabel: string) => (
    <Group gap="xs" wrap="nowrap">
      {bettor && <StakeLink to={to} matchId={bet.match_id} label={stakeLabel} />}
      {staff && (
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={busy(kind, bet.id)}
          onClick={() => deactivate.mutate({ kind, id: bet.id }, { onError: (e) => notifyError(e) })}
          aria-label={deactivateLabel}
        >
          {BETS_SCREEN.deactivate}
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{BETS_SCREEN.apuestas}</Title>
        {staff && (
          <Button component={Link} to={paths.newBet}>
            {BETS_SCREEN.crearApuesta}
          </Button>
        )}
      </Group>

      {/* The two lists and the user's bets are shown together: drawn one by one, the first to arrive pushed the others down (decision 044, "Nothing moves while a screen loads"). */}
      <DrawnWhole gap="lg">
        <BetList
          id="apuestas-partidos"
          title={BETS_SCREEN.apuestasDePartidos}
          query={matchBets}
          empty={BETS_SCREEN.noHayApuestasDePartidos}
          page={matchPage}
          onPage={setMatchPage}
          minWidth={720}
          columns={[
            BETS_SCREEN.partido,
            BETS_SCREEN.descripcion,
            { label: COMMON_SCREEN.local, numeric: true },
            { label: COMMON_SCREEN.visitante, numeric: true },
            { label: BETS_SCREEN.empate, numeric: true },
            { label: BETS_SCREEN.menos, numeric: true },
            { label: BETS_SCREEN.mas, numeric: true },
            COMMON_SCREEN.acciones,
          ]}
        >
          {(rows) =>
            rows.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td fw={500}>{b.match}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {b.description}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{b.home_odd}</Table.Td>
                <Table.Td ta="right">{b.away_odd}</Table.Td>
                <Table.Td ta="right">{b.draw_odd}</Table.Td>
                <Table.Td ta="right">{b.under}</Table.Td>
                <Table.Td ta="right">{b.over}</Table.Td>
                <Table.Td>{actions('match', b, paths.bet(b.id), BETS_SCREEN.apostarEn(b.match), BETS_SCREEN.deactivateMatchBet(b.match))}</Table.Td>
              </Table.Tr>
            ))
          }
        </BetList>

        <BetList
          id="apuestas-jugadores"
          title={BETS_SCREEN.apuestasDeJugadores}
          query={playerBets}
          empty={BETS_SCREEN.noHayApuestasDeJugadores}
          page={playerPage}
          onPage={setPlayerPage}
          minWidth={560}
          columns={[
            COMMON_SCREEN.jugador,
            BETS_SCREEN.descripcion,
            { label: BETS_SCREEN.gol, numeric: true },
            { label: BETS_SCREEN.tarjeta, numeric: true },
            COMMON_SCREEN.acciones,
          ]}
        >
          {(rows) =>
            rows.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td fw={500}>{b.name}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {b.description}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{b.goal_odd}</Table.Td>
                <Table.Td ta="right">{b.card_odd}</Table.Td>
                <Table.Td>{actions('player', b, paths.playerBet(b.id), BETS_SCREEN.apostarPor(b.name), BETS_SCREEN.deactivatePlayerBet(b.name))}</Table.Td>
              </Table.Tr>
            ))
          }
        </BetList>

        <MyBets />
      </DrawnWhole>
    </Stack>
  );
}
