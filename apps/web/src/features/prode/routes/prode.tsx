import { Badge, Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import {
  BETS_MSG,
  PRODE_EXACT_POINTS,
  PRODE_MAX_GOALS,
  PRODE_OUTCOME_POINTS,
  predictionBodySchema,
  type ProdeMatch,
  PRODE_SCREEN,
  COMMON_SCREEN,
} from '@superliga/league';
import { useForm } from '@mantine/form';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { notifySuccess } from '../../../lib/notify';
import { schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useProde, useProdeRanking } from '../api/get-prode';
import { useSavePrediction } from '../api/save-prediction';

/** Goals typed in a row ('' while empty); the body is the league's prediction schema. */
type PredictionValues = { score_home: string | number; score_away: string | number };
const FIELDS = ['score_home', 'score_away'] as const;

function PredictionRow({ match }: { match: ProdeMatch }) {
  const save = useSavePrediction();
  const form = useForm<PredictionValues>({
    initialValues: { score_home: match.prediction?.score_home ?? '', score_away: match.prediction?.score_away ?? '' },
    validate: schemaResolver(predictionBodySchema, (v: PredictionValues) => v),
  });
  const refusal = useServerErrors(form, FIELDS);
  const label = PRODE_SCREEN.vs(match.team_home.name, match.team_away.name);
  const onSave = form.onSubmit((values) => {
    refusal.clear();
    save.mutate(
      { kind: match.kind, id: match.id, body: predictionBodySchema.parse(values) },
      { onSuccess: (r) => notifySuccess(r.message), onError: refusal.onError },
    );
  });
  // The row is narrow: the inputs turn red and the message goes beside the button, read out as an alert.
  const problem = form.errors.score_home ?? form.errors.score_away ?? refusal.message;
  const goals = (field: (typeof FIELDS)[number], side: string) => (
    <NumberInput
      aria-label={PRODE_SCREEN.golesDeEn(side, label)}
      {...form.getInputProps(field)}
      error={Boolean(form.errors[field])}
      min={0}
      max={PRODE_MAX_GOALS}
      allowDecimal={false}
      allowNegative={false}
      disabled={match.locked}
      w={52}
      hideControls
    />
  );
  return (
    <Table.Tr data-testid={`prode-${match.kind}-${match.id}`}>
      <Table.Td visibleFrom="sm">{match.division ?? ''}</Table.Td>
      <Table.Td ta="right" fw={500}>
        {match.team_home.name}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="center">
          {goals('score_home', match.team_home.name)}
          <Text>-</Text>
          {goals('score_away', match.team_away.name)}
        </Group>
      </Table.Td>
      <Table.Td fw={500}>{match.team_away.name}</Table.Td>
      <Table.Td data-action={match.result || match.locked ? undefined : ''}>
        {match.result ? (
          <Text size="sm">
            {match.result.score_home} - {match.result.score_away}
            {match.points !== null && PRODE_SCREEN.pts(match.points)}
          </Text>
        ) : match.locked ? (
          <Badge color="gray">{PRODE_SCREEN.cerrado}</Badge>
        ) : (
          <Stack gap={4} align="flex-start">
            <Button size="xs" onClick={() => onSave()} loading={save.isPending} aria-label={PRODE_SCREEN.guardarPronosticoDe(label)}>
              {COMMON_SCREEN.guardar}
            </Button>
            {problem && (
              <Text size="xs" c="red.8" role="alert">
                {problem}
              </Text>
            )}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function Ranking() {
  const ranking = useProdeRanking();
  return (
    <Stack gap="xs" component="section" aria-labelledby="prode-ranking">
      <Title order={2} id="prode-ranking">
        {PRODE_SCREEN.rankingDeLaTemporada}
      </Title>
      <QueryState query={ranking} error={BETS_MSG.prodeLoadError} empty={PRODE_SCREEN.todaviaNoHayPartidosPuntuados}>
        {({ data }) => (
          <ListTable
            minWidth={420}
            columns={[
              '#',
              COMMON_SCREEN.usuario,
              { label: PRODE_SCREEN.puntos, numeric: true },
              { label: PRODE_SCREEN.exactos, numeric: true },
              { label: PRODE_SCREEN.acertados, numeric: true },
              { label: PRODE_SCREEN.jugados, numeric: true },
            ]}
          >
            {data.map((r) => (
              <Table.Tr key={r.user.id}>
                <Table.Td>{r.position}</Table.Td>
                <Table.Td>{r.user.name}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {r.points}
                </Table.Td>
                <Table.Td ta="right">{r.exact}</Table.Td>
                <Table.Td ta="right">{r.outcome}</Table.Td>
                <Table.Td ta="right">{r.played}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryState>
    </Stack>
  );
}

/** The prode: predict every match of the current round; 3 points for the exact score, 1 for the outcome. */
export default function ProdeRoute() {
  const prode = useProde();
  const rounds = prode.data
    ? [...new Set(prode.data.data.matches.map((m) => (m.round ? PRODE_SCREEN.fecha(m.division ?? '', m.round) : (m.division ?? ''))))]
    : [];
  return (
    <Stack gap="lg">
      <Title order={1}>{PRODE_SCREEN.prode}</Title>
      <Text size="sm" c="dimmed">
        {PRODE_SCREEN.pronosticaElResultadoDeCada}
        {PRODE_EXACT_POINTS} {PRODE_SCREEN.puntosPorElResultadoExacto}
        {PRODE_OUTCOME_POINTS} {PRODE_SCREEN.porAcertarGanadorOEmpate}
      </Text>
      <Stack gap="xs" component="section" aria-labelledby="prode-fecha">
        <Title order={2} id="prode-fecha">
          {rounds.length ? rounds.join(' · ') : PRODE_SCREEN.fechaActual}
        </Title>
        {prode.isPending ? (
          <LoadingState />
        ) : prode.isError ? (
          <ErrorState message={BETS_MSG.prodeLoadError} />
        ) : prode.data.data.matches.length === 0 ? (
          <EmptyState message={PRODE_SCREEN.noHayPartidosParaPronosticar} />
        ) : (
          // On a phone each match is a card (decision 027): the home team, the score and 'Guardar' stay on screen.
          <ListTable
            minWidth={440}
            cards
            aria-label={BETS_MSG.prodeTableLabel}
            columns={[COMMON_SCREEN.division, COMMON_SCREEN.local, PRODE_SCREEN.pronostico, COMMON_SCREEN.visitante, PRODE_SCREEN.resultado]}
          >
            {prode.data.data.matches.map((m) => (
              <PredictionRow key={`${m.kind}-${m.id}`} match={m} />
            ))}
          </ListTable>
        )}
      </Stack>
      {/* Drawn once the matches are: they arrive above it and would push it down. */}
      {!prode.isPending && <Ranking />}
    </Stack>
  );
}
