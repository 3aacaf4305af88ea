import { Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { MSG, type Match, type MatchPlayer, type MatchStatistic } from '@superliga/league';
import { useState } from 'react';
import { FormErrors } from '../../../components/form-errors';
import { ListTable } from '../../../components/list-table';
import { ErrorState, LoadingState } from '../../../components/states';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePlayersTeams } from '../api/get-players-teams';
import { useSaveMatchStatistics, type StatisticInput } from '../api/save-match-statistics';

const FIELDS = [
  { key: 'goals', label: 'Goles', max: 20 },
  { key: 'assists', label: 'Asistencias', max: 20 },
  { key: 'yellow_cards', label: 'Amarillas', max: 2 },
  { key: 'red_cards', label: 'Rojas', max: 1 },
  { key: 'direct_red', label: 'Roja directa', max: 1 },
  { key: 'simple_injuries', label: 'Lesión', max: 1 },
  { key: 'serious_injuries', label: 'Lesión grave', max: 1 },
  { key: 'mvp', label: 'MVP', max: 1 },
] as const;
type FieldKey = (typeof FIELDS)[number]['key'];
type Row = { played: boolean } & Record<FieldKey, string>;

const blank = (): Row => ({ played: false, goals: '0', assists: '0', yellow_cards: '0', red_cards: '0', direct_red: '0', simple_injuries: '0', serious_injuries: '0', mvp: '0' });
function initial(players: MatchPlayer[], saved: MatchStatistic[]): Record<number, Row> {
  const rows: Record<number, Row> = {};
  for (const p of players) {
    const s = saved.find((x) => x.player_id.id === p.id);
    rows[p.id] = s ? { played: true, ...(Object.fromEntries(FIELDS.map((f) => [f.key, String(s[f.key])])) as Record<FieldKey, string>) } : blank();
  }
  return rows;
}

function TeamTable({ title, players, rows, onChange }: { title: string; players: MatchPlayer[]; rows: Record<number, Row>; onChange: (id: number, patch: Partial<Row>) => void }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <ListTable minWidth={900} nativeScroll columns={['JUGÓ', 'JUGADOR', ...FIELDS.map((f) => f.label.toUpperCase())]}>
        {players.map((p) => {
          const row = rows[p.id] ?? blank();
          return (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Checkbox aria-label={`Jugó ${p.name}`} checked={row.played} onChange={(e) => onChange(p.id, { played: e.currentTarget.checked })} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.name}</Table.Td>
              {FIELDS.map((f) => (
                <Table.Td key={f.key}>
                  <TextInput
                    aria-label={`${f.label} de ${p.name}`}
                    type="number"
                    min={0}
                    max={f.max}
                    w={64}
                    size="xs"
                    disabled={!row.played}
                    value={row[f.key]}
                    onChange={(e) => onChange(p.id, { [f.key]: e.currentTarget.value })}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </ListTable>
    </Stack>
  );
}

/** Per-player statistics of both teams; saving replaces the match's rows and completes it. */
export function StatisticsEntry({ match, saved }: { match: Match; saved: MatchStatistic[] }) {
  const squad = usePlayersTeams(match.team_home_id, match.team_away_id);
  if (squad.isPending) return <LoadingState />;
  if (squad.isError) return <ErrorState message="Error al obtener jugadores" />;
  return <EntryForm key={match.id} match={match} players={squad.data} saved={saved} />;
}

function EntryForm({ match, players, saved }: { match: Match; players: MatchPlayer[]; saved: MatchStatistic[] }) {
  const save = useSaveMatchStatistics();
  const [rows, setRows] = useState(() => initial(players, saved));
  const onChange = (id: number, patch: Partial<Row>) => setRows((r) => ({ ...r, [id]: { ...(r[id] ?? blank()), ...patch } }));
  const submit = () => {
    const statistics: StatisticInput[] = players
      .filter((p) => rows[p.id]?.played)
      .map((p) => ({ player_id: p.id, match_id: match.id, tournament_id: match.tournament_id, user_id: null, ...(Object.fromEntries(FIELDS.map((f) => [f.key, rows[p.id]![f.key]])) as Record<FieldKey, string>) }));
    // mutateAsync: the saved match turns completed and this form unmounts before mutate's callbacks would run.
    save.mutateAsync(statistics).then(
      (res) => notifySuccess(res.message),
      (err: unknown) => notifyError(err, `${MSG.statsSaveError}: `),
    );
  };
  const home = players.filter((p) => p.id_team.id === match.team_home_id);
  const away = players.filter((p) => p.id_team.id === match.team_away_id);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Marcá quién jugó y cargá sus números. Guardar reemplaza las estadísticas del partido y lo marca como completado.
      </Text>
      <TeamTable title={match.team_home.name} players={home} rows={rows} onChange={onChange} />
      <TeamTable title={match.team_away.name} players={away} rows={rows} onChange={onChange} />
      <FormErrors error={save.error} />
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          Guardar estadísticas
        </Button>
      </Group>
    </Stack>
  );
}
