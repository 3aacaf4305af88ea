import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { can, type Division, mayLoadFromFixture, paths, RESULTS_SCREEN, type RoundsResponse, COMPETITION_SCREEN, MSG } from '@superliga/league';
import { Link } from 'react-router';
import { DrawnWhole } from '../../../components/drawn-whole';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useFixtures } from '../api/get-fixtures';
import { useGenerateFixtures } from '../api/generate-fixtures';
import { useRounds } from '../api/get-rounds';
import { useTournaments } from '../api/get-tournaments';
import { orVs, scoreOf } from './match-result';
import { MatchStateBadge } from './match-state-badge';
import { RoundWindowText } from './round-window-text';
import { SuspendedLines } from './suspended-line';

/** The division's league tournament of the fixture's season: its rounds carry the windows and states. */
function useDivisionRounds(division: Division, season: number | null | undefined) {
  const tournaments = useTournaments(season ?? null);
  const type = division === 'Primera' ? 'PD' : 'SD';
  const tournament = season ? (tournaments.data ?? []).find((t) => t.type === type) : undefined;
  const rounds = useRounds(tournament?.id ?? null);
  return { tournament, rounds: rounds.data?.rounds ?? null };
}
type Round = RoundsResponse['rounds'][number];

/** 'Fecha 1'..'Fecha 13' of a division with results, and "Cargar partido" for pairings not played yet. */
export function FixtureView({ division }: { division: Division }) {
  const me = useUser();
  const ownTeam = me.data?.team?.id;
  const fixtures = useFixtures(division);
  const generate = useGenerateFixtures();
  const { tournament, rounds } = useDivisionRounds(division, fixtures.data?.season?.id);
  const roundOf = (stage: number): Round | undefined => rounds?.find((r) => r.stage === stage);
  return (
    <Stack>
      <Title order={1}>
        {COMPETITION_SCREEN.fixture}
        {division.toUpperCase()}
      </Title>
      {/* The rounds' link and windows are asked for once the fixture is there (decision 044, "Nothing moves while a screen loads"). */}
      <DrawnWhole>
        {tournament && (
          <Anchor component={Link} to={paths.tournamentRounds(tournament.id)}>
            {RESULTS_SCREEN.roundsLink}
          </Anchor>
        )}
        {fixtures.isPending ? (
          <LoadingState />
        ) : fixtures.isError ? (
          <ErrorState message={MSG.infoLoadError} />
        ) : fixtures.data.data.length === 0 ? (
          <Stack>
            <EmptyState message={COMPETITION_SCREEN.todaviaNoSeGeneroEl} />
            {can('generateFixtures', me.data?.rol) && (
              <Group>
                <Button
                  loading={generate.isPending}
                  onClick={() => generate.mutate(undefined, { onSuccess: (r) => notifySuccess(r.message), onError: (e) => notifyError(e) })}
                >
                  {COMPETITION_SCREEN.generarFixture}
                </Button>
              </Group>
            )}
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {fixtures.data.data.map((round) => (
              <Paper key={round.round} withBorder p="sm" component="section" aria-label={round.name}>
                <Title order={2} size="h4">
                  {round.name}
                </Title>
                {roundOf(round.round) && <RoundWindowText startsAt={roundOf(round.round)!.starts_at} deadlineAt={roundOf(round.round)!.deadline_at} />}
                <Table.ScrollContainer minWidth={300} type="native" tabIndex={0}>
                  <Table>
                    <Table.Tbody>
                      {round.matches.map((m) => {
                        const state = roundOf(round.round)?.matches.find((x) => x.fixture_id === m.id);
                        const isParty = ownTeam !== undefined && (m.team_home.id === ownTeam || m.team_away.id === ownTeam);
                        const loadable = mayLoadFromFixture(me.data?.rol, isParty, roundOf(round.round)?.starts_at != null);
                        return [
                          <Table.Tr key={m.id}>
                            <Table.Td>{m.team_home.name}</Table.Td>
                            <Table.Td ta="center" style={{ whiteSpace: 'nowrap' }}>
                              {m.match_id ? (
                                <Anchor
                                  component={Link}
                                  to={paths.match(m.match_id.id)}
                                  aria-label={COMPETITION_SCREEN.verResultado(m.team_home.name, scoreOf(m.score_home, m.score_away), m.team_away.name)}
                                >
                                  {orVs(scoreOf(m.score_home, m.score_away))}
                                </Anchor>
                              ) : loadable ? (
                                <Anchor
                                  component={Link}
                                  size="xs"
                                  to={`${paths.partidos}?fixture_id=${m.id}&home=${m.team_home.id}&away=${m.team_away.id}&stage=${round.round}`}
                                  aria-label={COMPETITION_SCREEN.cargarPartidoContra(m.team_home.name, m.team_away.name)}
                                >
                                  {COMPETITION_SCREEN.cargar}
                                </Anchor>
                              ) : (
                                // Not played yet, and not this reader's to load: the server would refuse his entry.
                                <Text span size="xs" c="dimmed">
                                  {COMPETITION_SCREEN.vs.trim()}
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td ta="right">{m.team_away.name}</Table.Td>
                          </Table.Tr>,
                          state && (
                            <Table.Tr key={`${m.id}-state`} data-testid={`fixture-state-${m.id}`}>
                              <Table.Td colSpan={3} pt={0}>
                                <Group gap="xs" justify="center">
                                  <MatchStateBadge state={state.state} />
                                </Group>
                                <SuspendedLines match={state} />
                              </Table.Td>
                            </Table.Tr>
                          ),
                        ];
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </DrawnWhole>
    </Stack>
  );
}
