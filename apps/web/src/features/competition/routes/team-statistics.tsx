import { List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { MSG, COMPETITION_SCREEN, TABLE_HEADERS } from '@superliga/league';
import { useParams } from 'react-router';
import { ListTable } from '../../../components/list-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useTeamStatistics } from '../api/get-team-statistics';

/** /estadisticas/{team_id}: the team's players' totals and who misses the next round, per tournament. */
export default function TeamStatisticsRoute() {
  const teamId = Number(useParams().team_id);
  const stats = useTeamStatistics(teamId);
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState message={MSG.statsLoadError} />;
  const { team, tournaments } = stats.data;
  return (
    <Stack>
      <Title order={1}>
        {COMPETITION_SCREEN.estadisticasDe}
        {team.name.toUpperCase()}
      </Title>
      {tournaments.length === 0 && <EmptyState message={COMPETITION_SCREEN.elEquipoTodaviaNoJugo} />}
      {tournaments.map((t) => (
        <Stack key={t.id} gap="xs" component="section" aria-label={t.name}>
          <Title order={2} size="h3">
            {t.name}
          </Title>
          <Paper withBorder p="sm">
            <Title order={3} size="h5" mb={4}>
              {COMPETITION_SCREEN.suspendidosPara}
              {t.next_stage_name}
            </Title>
            {t.suspended.length === 0 ? (
              <Text size="sm">{COMPETITION_SCREEN.noHaySuspendidos}</Text>
            ) : (
              <List size="sm">
                {t.suspended.map((s) => (
                  <List.Item key={s.player_id}>
                    {s.name}: {s.reasons.join(', ')} ({s.rounds_left === 1 ? '1 fecha' : COMPETITION_SCREEN.fechas(s.rounds_left)})
                  </List.Item>
                ))}
              </List>
            )}
          </Paper>
          <ListTable
            minWidth={640}
            nativeScroll
            columns={[
              TABLE_HEADERS.jugador,
              TABLE_HEADERS.pj,
              TABLE_HEADERS.goles,
              COMPETITION_SCREEN.asist,
              TABLE_HEADERS.mvp,
              TABLE_HEADERS.amarillas,
              TABLE_HEADERS.rojas,
              TABLE_HEADERS.lesiones,
            ]}
          >
            {t.players.map((p) => (
              <Table.Tr key={p.player_id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.name}</Table.Td>
                <Table.Td>{p.matches_played}</Table.Td>
                <Table.Td>{p.goals}</Table.Td>
                <Table.Td>{p.assists}</Table.Td>
                <Table.Td>{p.mvp}</Table.Td>
                <Table.Td>{p.yellow_cards}</Table.Td>
                <Table.Td>{p.red_cards}</Table.Td>
                <Table.Td>{p.simple_injuries + p.serious_injuries}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        </Stack>
      ))}
    </Stack>
  );
}
