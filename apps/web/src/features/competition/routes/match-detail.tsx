import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { can, isStaff, type MatchStatistic, MSG } from '@superliga/league';
import { useParams } from 'react-router';
import { ListTable } from '../../../components/list-table';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatMatchDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMatch } from '../api/get-match';
import { useMatchReport } from '../api/get-match-report';
import { useMatchStatistics } from '../api/get-match-statistics';
import { useReopenMatch } from '../api/reopen-match';
import { ResultsPanel } from '../components/results-panel';
import { StatisticsEntry } from '../components/statistics-entry';

function SavedStatistics({ rows }: { rows: MatchStatistic[] }) {
  if (rows.length === 0) return <Text c="dimmed">Sin estadísticas cargadas.</Text>;
  return (
    <ListTable minWidth={720} nativeScroll columns={['EQUIPO', 'JUGADOR', 'GOLES', 'ASIST.', 'AMARILLAS', 'ROJAS', 'LESIÓN', 'L. GRAVE', 'MVP']}>
      {rows.map((r) => (
        <Table.Tr key={r.id}>
          <Table.Td>{r.team_id.name}</Table.Td>
          <Table.Td>{r.player_id.name}</Table.Td>
          <Table.Td>{r.goals}</Table.Td>
          <Table.Td>{r.assists}</Table.Td>
          <Table.Td>{r.yellow_cards}</Table.Td>
          <Table.Td>{r.red_cards + (r.direct_red ? ' (directa)' : '')}</Table.Td>
          <Table.Td>{r.simple_injuries}</Table.Td>
          <Table.Td>{r.serious_injuries}</Table.Td>
          <Table.Td>{r.mvp ? 'Sí' : ''}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/**
 * /partidos/{id}: the match, its report flow (window, state, report, answer, evidence, ruling,
 * walkover: docs/decisions/024), the statistics entry while pending, and the Admin's re-enable.
 * A match of a round with a window is reported and confirmed; its direct entry is staff's only.
 */
export default function MatchDetailRoute() {
  const id = Number(useParams().id);
  const me = useUser();
  const match = useMatch(id);
  const stats = useMatchStatistics({ match_id: id }, Number.isInteger(id) && id > 0);
  const reopen = useReopenMatch();
  const report = useMatchReport(id);
  if (match.isPending || stats.isPending) return <LoadingState />;
  if (match.isError) return <ErrorState message={match.error.message} />;
  if (stats.isError) return <ErrorState message={MSG.statsLoadError} />;
  const m = match.data;
  const windowed = report.data?.match.starts_at != null;
  const directEntry = m.status === 'pending' && (!windowed || isStaff(me.data?.rol));
  return (
    <Stack>
      <Title order={1}>PARTIDO</Title>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text size="xl" fw={700}>
            {m.team_home.name} {m.score_home} - {m.score_away} {m.team_away.name}
          </Text>
          <Text size="sm">
            {m.tournament.name} · {m.stage_name} · {formatMatchDate(m.match_date)}
          </Text>
          <Group>
            {m.status === 'completed' ? (
              <Text span fw={700}>
                Completado
              </Text>
            ) : (
              <Text span fs="italic">
                Pendiente
              </Text>
            )}
            {m.status === 'completed' && can('reopenMatches', me.data?.rol) && (
              <Button
                size="xs"
                variant="light"
                loading={reopen.isPending}
                onClick={() => reopen.mutate(m.id, { onSuccess: (r) => notifySuccess(r.message), onError: (e) => notifyError(e) })}
              >
                Habilitar edición
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {report.data && <ResultsPanel data={report.data} />}
      <Title order={2} size="h3">
        Estadísticas
      </Title>
      {directEntry ? <StatisticsEntry match={m} saved={stats.data} /> : <SavedStatistics rows={stats.data} />}
    </Stack>
  );
}
