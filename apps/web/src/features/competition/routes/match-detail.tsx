import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { can, isStaff, mayManageMatch, type MatchStatistic, MSG, COMPETITION_SCREEN, COMMON_SCREEN, TABLE_HEADERS } from '@superliga/league';
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
import { MatchStatus, orVs, resultOf } from '../components/match-result';
import { ResultsPanel } from '../components/results-panel';
import { StatisticsEntry } from '../components/statistics-entry';
import { useFirstDraw } from '../../../lib/first-draw';

function SavedStatistics({ rows }: { rows: MatchStatistic[] }) {
  if (rows.length === 0) return <Text c="dimmed">{COMPETITION_SCREEN.sinEstadisticasCargadas}</Text>;
  return (
    <ListTable
      minWidth={720}
      nativeScroll
      columns={[
        TABLE_HEADERS.equipo,
        TABLE_HEADERS.jugador,
        TABLE_HEADERS.goles,
        COMPETITION_SCREEN.asist,
        TABLE_HEADERS.amarillas,
        TABLE_HEADERS.rojas,
        COMPETITION_SCREEN.injuryHeader,
        'L. GRAVE',
        TABLE_HEADERS.mvp,
      ]}
    >
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
          <Table.Td>{r.mvp ? COMMON_SCREEN.si : ''}</Table.Td>
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
  // The match's parties and staff: they read its report (whether its round has a window) and may
  // load its statistics; everyone else reads the saved ones.
  const teams = [match.data?.team_home.id, match.data?.team_away.id];
  const party = match.data !== undefined && mayManageMatch(me.data?.rol, teams.includes(me.data?.team?.id));
  const report = useMatchReport(id, party);
  const drawn = useFirstDraw(!match.isPending && !stats.isPending && !me.isPending && !(party && report.isPending));
  if (match.isPending || stats.isPending || !drawn) return <LoadingState />;
  if (match.isError) return <ErrorState message={match.error.message} />;
  if (stats.isError) return <ErrorState message={MSG.statsLoadError} />;
  const m = match.data;
  const windowed = report.data?.match.starts_at != null;
  const directEntry = m.status === 'pending' && party && (!windowed || isStaff(me.data?.rol));
  return (
    <Stack>
      <Title order={1}>{COMPETITION_SCREEN.partido}</Title>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text size="xl" fw={700}>
            {m.team_home.name} {orVs(resultOf(m))} {m.team_away.name}
          </Text>
          <Text size="sm">
            {m.tournament.name} · {m.stage_name} · {formatMatchDate(m.match_date)}
          </Text>
          <Group>
            {/* Where the match has no result, the results panel's badge says its state (once). */}
            {(m.has_result || !report.data) && <MatchStatus match={m} />}
            {m.status === 'completed' && can('reopenMatches', me.data?.rol) && (
              <Button
                size="xs"
                variant="light"
                loading={reopen.isPending}
                onClick={() => reopen.mutate(m.id, { onSuccess: (r) => notifySuccess(r.message), onError: (e) => notifyError(e) })}
              >
                {COMPETITION_SCREEN.habilitarEdicion}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {report.data && <ResultsPanel data={report.data} />}
      <Title order={2} size="h3">
        {COMPETITION_SCREEN.estadisticas}
      </Title>
      {directEntry ? <StatisticsEntry match={m} saved={stats.data} /> : <SavedStatistics rows={stats.data} />}
    </Stack>
  );
}
