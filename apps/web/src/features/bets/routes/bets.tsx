import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { BETS_MSG, can, INITIAL_PAGE, mayUse, paths, BETS_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { Link } from 'react-router';
import { DrawnWhole } from '../../../components/drawn-whole';
import { ListTable } from '../../../components/list-table';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUser } from '../../../lib/current-user';
import { notifyError } from '../../../lib/notify';
import { primeFirstLoad } from '../../../lib/query-client';
import { useDeactivateBet } from '../api/deactivate-bet';
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

/** A bet's row actions: "Apostar" for a bettor, "Desactivar" for staff (each only to whom the server allows it). */
function BetActions({
  stake,
  deactivate,
}: {
  stake: { to: string; matchId: number | null; label: string } | null;
  deactivate: { pending: boolean; onClick: () => void; label: string } | null;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {stake && <StakeLink to={stake.to} matchId={stake.matchId} label={stake.label} />}
      {deactivate && (
        <Button size="xs" color="red" variant="light" loading={deactivate.pending} onClick={deactivate.onClick} aria-label={deactivate.label}>
          {BETS_SCREEN.deactivate}
        </Button>
      )}
    </Group>
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
  const onDeactivate = (kind: 'match' | 'player', id: number) => deactivate.mutate({ kind, id }, { onError: (e) => notifyError(e) });
  const busy = (kind: 'match' | 'player', id: number) => deactivate.isPending && deactivate.variables?.kind === kind && deactivate.variables.id === id;

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
        <Stack gap="xs" component="section" aria-labelledby="apuestas-partidos">
          <Title order={2} id="apuestas-partidos">
            {BETS_SCREEN.apuestasDePartidos}
          </Title>
          <QueryState query={matchBets} error={BETS_MSG.betsLoadError} empty={BETS_SCREEN.noHayApuestasDePartidos}>
            {({ data, meta }) => (
              <>
                <ListTable
                  nativeScroll
                  minWidth={720}
                  highlightOnHover
                  // The odds decide the bet: on a phone each bet is a card with every odd on screen
                  // beside "Apostar", not a row whose odds scroll under the fixed columns (decision 027).
                  cards
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
                  {data.map((b) => (
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
                      <Table.Td>
                        <BetActions
                          stake={bettor ? { to: paths.bet(b.id), matchId: b.match_id, label: BETS_SCREEN.apostarEn(b.match) } : null}
                          deactivate={
                            staff
                              ? { pending: busy('match', b.id), onClick: () => onDeactivate('match', b.id), label: BETS_SCREEN.deactivateMatchBet(b.match) }
                              : null
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </ListTable>
                <Pager page={matchPage} lastPage={meta?.last_page ?? 1} onChange={setMatchPage} />
              </>
            )}
          </QueryState>
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby="apuestas-jugadores">
          <Title order={2} id="apuestas-jugadores">
            {BETS_SCREEN.apuestasDeJugadores}
          </Title>
          <QueryState query={playerBets} error={BETS_MSG.betsLoadError} empty={BETS_SCREEN.noHayApuestasDeJugadores}>
            {({ data, meta }) => (
              <>
                <ListTable
                  nativeScroll
                  minWidth={560}
                  highlightOnHover
                  cards
                  columns={[
                    COMMON_SCREEN.jugador,
                    BETS_SCREEN.descripcion,
                    { label: BETS_SCREEN.gol, numeric: true },
                    { label: BETS_SCREEN.tarjeta, numeric: true },
                    COMMON_SCREEN.acciones,
                  ]}
                >
                  {data.map((b) => (
                    <Table.Tr key={b.id}>
                      <Table.Td fw={500}>{b.name}</Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {b.description}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{b.goal_odd}</Table.Td>
                      <Table.Td ta="right">{b.card_odd}</Table.Td>
                      <Table.Td>
                        <BetActions
                          stake={bettor ? { to: paths.playerBet(b.id), matchId: b.match_id, label: BETS_SCREEN.apostarPor(b.name) } : null}
                          deactivate={
                            staff
                              ? { pending: busy('player', b.id), onClick: () => onDeactivate('player', b.id), label: BETS_SCREEN.deactivatePlayerBet(b.name) }
                              : null
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </ListTable>
                <Pager page={playerPage} lastPage={meta?.last_page ?? 1} onChange={setPlayerPage} />
              </>
            )}
          </QueryState>
        </Stack>

        <MyBets />
      </DrawnWhole>
    </Stack>
  );
}
