import { ActionIcon, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, type Match, type MatchPlayer, type MatchStatistic, matchStatisticsBody, COMPETITION_SCREEN } from '@superliga/league';
import { useRef } from 'react';
import { FormMessage } from '../../../components/form-errors';
import { ErrorState, LoadingState } from '../../../components/states';
import { notifySuccess } from '../../../lib/notify';
import { schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { usePlayersTeams } from '../api/get-players-teams';
import { useSaveMatchStatistics, type StatisticInput } from '../api/save-match-statistics';
import { SuspensionWarnings } from './suspension-warnings';
import { useFirstDraw } from '../../../lib/first-draw';

export const FIELDS = [
  { key: 'goals', label: COMPETITION_SCREEN.goles, max: 20 },
  { key: 'assists', label: COMPETITION_SCREEN.asistencias, max: 20 },
  { key: 'yellow_cards', label: COMPETITION_SCREEN.amarillas, max: 2 },
  { key: 'red_cards', label: COMPETITION_SCREEN.rojas, max: 1 },
  { key: 'direct_red', label: COMPETITION_SCREEN.rojaDirecta, max: 1 },
  { key: 'simple_injuries', label: COMPETITION_SCREEN.lesion, max: 1 },
  { key: 'serious_injuries', label: COMPETITION_SCREEN.lesionGrave, max: 1 },
  { key: 'mvp', label: 'MVP', max: 1 },
] as const;
type FieldKey = (typeof FIELDS)[number]['key'];
export type Row = { played: boolean } & Record<FieldKey, string>;

export const blank = (): Row => ({
  played: false,
  goals: '0',
  assists: '0',
  yellow_cards: '0',
  red_cards: '0',
  direct_red: '0',
  simple_injuries: '0',
  serious_injuries: '0',
  mvp: '0',
});
function initial(players: MatchPlayer[], saved: MatchStatistic[]): Record<number, Row> {
  const rows: Record<number, Row> = {};
  for (const p of players) {
    const s = saved.find((x) => x.player_id.id === p.id);
    rows[p.id] = s ? { played: true, ...(Object.fromEntries(FIELDS.map((f) => [f.key, String(s[f.key])])) as Record<FieldKey, string>) } : blank();
  }
  return rows;
}

/**
 * One number of one player: − and + buttons a thumb can hit, the value typed in between (named
 * '<Goles> de <player>'; the buttons 'Sumar goles a <player>', so a label search finds the field alone).
 */
function Stepper({
  field,
  player,
  value,
  max,
  disabled,
  error,
  onChange,
}: {
  field: string;
  player: string;
  value: string;
  max: number;
  disabled: boolean;
  error?: string;
  onChange: (v: string) => void;
}) {
  const label = COMPETITION_SCREEN.de(field, player);
  const n = Number(value) || 0;
  const step = (d: number) => onChange(String(Math.min(max, Math.max(0, n + d))));
  return (
    <>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={COMPETITION_SCREEN.restarA(field.toLowerCase(), player)}
          disabled={disabled || n <= 0}
          onClick={() => step(-1)}
        >
          −
        </ActionIcon>
        <TextInput
          aria-label={label}
          aria-invalid={error ? true : undefined}
          type="number"
          min={0}
          max={max}
          w={48}
          size="sm"
          styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={COMPETITION_SCREEN.sumarA(field.toLowerCase(), player)}
          disabled={disabled || n >= max}
          onClick={() => step(1)}
        >
          +
        </ActionIcon>
      </Group>
      {error && (
        <Text c="red.9" size="xs" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}

/**
 * A team's players, one block each (decision 027: on a phone a wide table showed only 'Goles'):
 * 'Jugó' and the name, then, for a player who played, a stepper per number.
 */
export function TeamPlayers({
  title,
  players,
  rows,
  errorOf = () => undefined,
  onChange,
}: {
  title: string;
  players: MatchPlayer[];
  rows: Record<number, Row>;
  /** The error of one player's number, shown under its stepper. */
  errorOf?: (id: number, key: FieldKey) => string | undefined;
  onChange: (id: number, patch: Partial<Row>) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {players.map((p) => {
        const row = rows[p.id] ?? blank();
        return (
          <Paper key={p.id} withBorder p="xs">
            <Checkbox
              label={p.name}
              aria-label={COMPETITION_SCREEN.jugo(p.name)}
              checked={row.played}
              onChange={(e) => onChange(p.id, { played: e.currentTarget.checked })}
              fw={500}
            />
            {row.played && (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={6} mt="xs">
                {FIELDS.map((f) => (
                  <Stack key={f.key} gap={2}>
                    <Text size="xs" c="dimmed">
                      {f.label}
                    </Text>
                    <Stepper
                      field={f.label}
                      player={p.name}
                      value={row[f.key]}
                      max={f.max}
                      disabled={!row.played}
                      error={errorOf(p.id, f.key)}
                      onChange={(v) => onChange(p.id, { [f.key]: v })}
                    />
                  </Stack>
                ))}
              </SimpleGrid>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Per-player statistics of both teams; saving replaces the match's rows and completes it. */
export function StatisticsEntry({ match, saved }: { match: Match; saved: MatchStatistic[] }) {
  const squad = usePlayersTeams(match.team_home_id, match.team_away_id);
  // Both squads' rows of inputs: drawn in a render React can slice (lib/first-draw.ts).
  const drawn = useFirstDraw(!squad.isPending);
  if (squad.isPending || !drawn) return <LoadingState />;
  if (squad.isError) return <ErrorState message={MSG.playersLoadError} />;
  return <EntryForm key={match.id} match={match} players={squad.data} saved={saved} />;
}

type EntryValues = { rows: Record<number, Row> };

function EntryForm({ match, players, saved }: { match: Match; players: MatchPlayer[]; saved: MatchStatistic[] }) {
  const save = useSaveMatchStatistics();
  const playedOf = (rows: Record<number, Row>) => players.filter((p) => rows[p.id]?.played);
  const toBody = (v: EntryValues) => ({
    statistics: playedOf(v.rows).map((p): StatisticInput => ({
      player_id: p.id,
      match_id: match.id,
      tournament_id: match.tournament_id,
      user_id: null,
      ...(Object.fromEntries(FIELDS.map((f) => [f.key, v.rows[p.id]![f.key]])) as Record<FieldKey, string>),
    })),
  });
  /** 'statistics.2.goals' (the third player who played) -> 'rows.<his id>.goals'; anything else about the list -> 'statistics'. */
  const fieldOf = (rows: Record<number, Row>) => (path: string) => {
    const [, index, key] = path.split('.');
    const player = index === undefined ? undefined : playedOf(rows)[Number(index)];
    return player && key ? `rows.${player.id}.${key}` : 'statistics';
  };
  const form = useForm<EntryValues>({
    initialValues: { rows: initial(players, saved) },
    // The league's statistics schema (docs/decisions/032-forms-and-screen-tests.md): each number's range under its stepper.
    validate: (values) => schemaResolver(matchStatisticsBody, toBody, fieldOf(values.rows))(values),
  });
  const rows = form.values.rows;
  const fields = ['statistics', ...players.flatMap((p) => FIELDS.map((f) => `rows.${p.id}.${f.key}`))];
  const refusal = useServerErrors(form, fields, (path) => fieldOf(rows)(path), MSG.statsSaveError);
  const saving = useRef(false);
  const onChange = (id: number, patch: Partial<Row>) => form.setFieldValue('rows', { ...rows, [id]: { ...(rows[id] ?? blank()), ...patch } });
  const errorOf = (id: number, key: FieldKey) => {
    const error = form.errors[`rows.${id}.${key}`];
    return error ? String(error) : undefined;
  };
  const submit = form.onSubmit((values) => {
    // mutateAsync: the saved match turns completed and this form unmounts before mutate's callbacks would run.
    // A second click before the button shows its loader joins the first request: its answer is told once.
    if (saving.current) return;
    saving.current = true;
    refusal.clear();
    save
      .mutateAsync(toBody(values).statistics)
      .then((res) => notifySuccess(res.message), refusal.onError)
      .finally(() => (saving.current = false));
  });
  const home = players.filter((p) => p.id_team.id === match.team_home_id);
  const away = players.filter((p) => p.id_team.id === match.team_away_id);
  return (
    <form onSubmit={submit} noValidate aria-label={COMPETITION_SCREEN.guardarEstadisticas}>
      <Stack>
        <Text size="sm" c="dimmed">
          {COMPETITION_SCREEN.marcaQuienJugoYCarga}
        </Text>
        <TeamPlayers title={match.team_home.name} players={home} rows={rows} errorOf={errorOf} onChange={onChange} />
        <TeamPlayers title={match.team_away.name} players={away} rows={rows} errorOf={errorOf} onChange={onChange} />
        <SuspensionWarnings matchId={match.id} playedIds={playedOf(rows).map((p) => p.id)} />
        {form.errors.statistics && (
          <Text c="red.9" size="sm" role="alert">
            {form.errors.statistics}
          </Text>
        )}
        <FormMessage message={refusal.message} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {COMPETITION_SCREEN.guardarEstadisticas}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
