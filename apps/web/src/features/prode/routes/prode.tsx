import { Badge, Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { BETS_MSG, PRODE_EXACT_POINTS, PRODE_MAX_GOALS, PRODE_OUTCOME_POINTS, predictionBodySchema, type ProdeMatch } from '@superliga/league';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useProde, useProdeRanking } from '../api/get-prode';
import { useSavePrediction } from '../api/save-prediction';

function PredictionRow({ match }: { match: ProdeMatch }) {
  const save = useSavePrediction();
  const [home, setHome] = useState<string | number>(match.prediction?.score_home ?? '');
  const [away, setAway] = useState<string | number>(match.prediction?.score_away ?? '');
  const label = `${match.team_home.name} vs ${match.team_away.name}`;
  const onSave = () => {
    const parsed = predictionBodySchema.safeParse({ score_home: home, score_away: away });
    if (!parsed.success) return notifyError(new Error(parsed.error.issues[0]?.message ?? BETS_MSG.scoreInvalid));
    save.mutate({ kind: match.kind, id: match.id, body: parsed.data }, { onSuccess: (r) => notifySuccess(r.message), onError: (e) => notifyError(e) });
  };
  const goals = (value: string | number, onChange: (v: string | number) => void, side: string) => (
    <NumberInput
      aria-label={`Goles de ${side} en ${label}`}
      value={value}
      onChange={onChange}
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
          {goals(home, setHome, match.team_home.name)}
          <Text>-</Text>
          {goals(away, setAway, match.team_away.name)}
        </Group>
      </Table.Td>
      <Table.Td fw={500}>{match.team_away.name}</Table.Td>
      <Table.Td>
        {match.result ? (
          <Text size="sm">
            {match.result.score_home} - {match.result.score_away}
            {match.points !== null && ` (${match.points} pts)`}
          </Text>
        ) : match.locked ? (
          <Badge color="gray">Cerrado</Badge>
        ) : (
          <Button size="xs" onClick={onSave} loading={save.isPending} aria-label={`Guardar pronóstico de ${label}`}>
            Guardar
          </Button>
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
        Ranking de la temporada
      </Title>
      <QueryState query={ranking} error={BETS_MSG.prodeLoadError} empty="Todavía no hay partidos puntuados.">
        {({ data }) => (
          <ListTable
            minWidth={420}
            columns={[
              '#',
              'Usuario',
              { label: 'Puntos', numeric: true },
              { label: 'Exactos', numeric: true },
              { label: 'Acertados', numeric: true },
              { label: 'Jugados', numeric: true },
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
  const rounds = prode.data ? [...new Set(prode.data.data.matches.map((m) => (m.round ? `${m.division ?? ''} Fecha ${m.round}` : (m.division ?? ''))))] : [];
  return (
    <Stack gap="lg">
      <Title order={1}>Prode</Title>
      <Text size="sm" c="dimmed">
        Pronosticá el resultado de cada partido de la fecha. {PRODE_EXACT_POINTS} puntos por el resultado exacto, {PRODE_OUTCOME_POINTS} por acertar ganador o
        empate. El pronóstico se cierra cuando se carga el partido.
      </Text>
      <Stack gap="xs" component="section" aria-labelledby="prode-fecha">
        <Title order={2} id="prode-fecha">
          {rounds.length ? rounds.join(' · ') : 'Fecha actual'}
        </Title>
        {prode.isPending ? (
          <LoadingState />
        ) : prode.isError ? (
          <ErrorState message={BETS_MSG.prodeLoadError} />
        ) : prode.data.data.matches.length === 0 ? (
          <EmptyState message="No hay partidos para pronosticar." />
        ) : (
          // On a phone each match is a card (decision 027): the home team, the score and 'Guardar' stay on screen.
          <ListTable minWidth={440} cards aria-label={BETS_MSG.prodeTableLabel} columns={['División', 'Local', 'Pronóstico', 'Visitante', 'Resultado']}>
            {prode.data.data.matches.map((m) => (
              <PredictionRow key={`${m.kind}-${m.id}`} match={m} />
            ))}
          </ListTable>
        )}
      </Stack>
      <Ranking />
    </Stack>
  );
}
