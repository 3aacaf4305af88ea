import { Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { createMatchBody, type CreateMatchBody, MSG, paths, stageOptions, type TournamentType, COMMON_SCREEN, COMPETITION_SCREEN } from '@superliga/league';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { leagueTeams, useAllTeams } from '../../../lib/reference-data';
import { useCreateMatch, type MatchInput } from '../api/create-match';
import { useTournaments } from '../api/get-tournaments';

export type MatchPrefill = { home?: string; away?: string; stage?: string; fixtureId?: number };

const empty = (p: MatchPrefill = {}): MatchInput => ({
  team_home_id: p.home ?? null,
  team_away_id: p.away ?? null,
  tournament_id: null,
  score_home: '',
  score_away: '',
  stage: p.stage ?? null,
  fixture_id: p.fixtureId,
});
const FIELDS = ['team_home_id', 'team_away_id', 'tournament_id', 'score_home', 'score_away', 'stage'] as const;
const toBody = (v: MatchInput) => v;

/**
 * /partidos form (001 §8): teams of Primera or Segunda only, goals, tournament and round; a
 * confirmation names both teams and the score; cancelling resets the form.
 */
export function MatchForm({ prefill }: { prefill?: MatchPrefill }) {
  const teams = useAllTeams();
  const tournaments = useTournaments();
  const create = useCreateMatch();
  const navigate = useNavigate();
  const form = useForm<MatchInput>({ initialValues: empty(prefill), validate: schemaResolver(createMatchBody, toBody) });
  const refusal = useServerErrors(form, FIELDS);
  // The body the confirmation asks about, already checked by the league's schema (docs/decisions/032-forms-and-screen-tests.md).
  const [confirming, setConfirming] = useState<CreateMatchBody | null>(null);
  const values = form.values;

  const teamOptions = leagueTeams(teams.data).map((t) => ({ value: String(t.id), label: `${t.name} (${t.division})` }));
  const teamName = (id: string | null) => leagueTeams(teams.data).find((t) => String(t.id) === id)?.name ?? '';
  const tournament = tournaments.data?.find((t) => String(t.id) === values.tournament_id);
  const stages = tournament ? stageOptions(tournament.type as TournamentType).map((s) => ({ value: String(s.value), label: s.label })) : [];

  const onSubmit = form.onSubmit((v) => {
    refusal.clear();
    setConfirming(createMatchBody.parse(toBody(v)));
  });
  const cancel = () => {
    setConfirming(null);
    form.setValues(empty());
    create.reset();
    notifySuccess(MSG.matchCancelled);
  };
  // The dialog stays open, its button loading, until the server answers: a second click cannot send the match again.
  const confirm = () => {
    if (!confirming) return;
    create.mutate(confirming, {
      onSettled: () => setConfirming(null),
      onSuccess: (res) => {
        notifySuccess(res.message);
        form.setValues(empty());
        navigate(paths.match(res.id));
      },
      onError: refusal.onError,
    });
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={onSubmit} noValidate aria-label={COMPETITION_SCREEN.cargarPartido}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={COMPETITION_SCREEN.equipoLocal}
              placeholder={COMMON_SCREEN.elegiElEquipo}
              data={teamOptions}
              {...form.getInputProps('team_home_id')}
              errorProps={errorProps}
              searchable
              required
            />
            <Select
              label={COMPETITION_SCREEN.equipoVisitante}
              placeholder={COMMON_SCREEN.elegiElEquipo}
              data={teamOptions}
              {...form.getInputProps('team_away_id')}
              errorProps={errorProps}
              searchable
              required
            />
            <TextInput label={COMPETITION_SCREEN.golesLocal} type="number" min={0} {...form.getInputProps('score_home')} errorProps={errorProps} required />
            <TextInput label={COMPETITION_SCREEN.golesVisitante} type="number" min={0} {...form.getInputProps('score_away')} errorProps={errorProps} required />
            <Select
              label={COMPETITION_SCREEN.torneo}
              placeholder={COMPETITION_SCREEN.elegiUnTorneo}
              data={(tournaments.data ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.type})` }))}
              {...form.getInputProps('tournament_id')}
              errorProps={errorProps}
              error={tournaments.isError ? MSG.tournamentsLoadError : form.errors.tournament_id}
              required
            />
            <Select
              label={COMPETITION_SCREEN.fechaORonda}
              placeholder={COMPETITION_SCREEN.elegiLaFecha}
              data={stages}
              {...form.getInputProps('stage')}
              errorProps={errorProps}
              disabled={!tournament}
              required
            />
          </SimpleGrid>
          {values.fixture_id !== undefined && (
            <Text size="sm" c="dimmed">
              {COMPETITION_SCREEN.partidoDelFixtureSeVinculara}
            </Text>
          )}
          <FormMessage message={refusal.message} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {COMPETITION_SCREEN.cargarPartido}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={confirming !== null} onClose={create.isPending ? () => undefined : cancel} title={COMPETITION_SCREEN.confirmarPartido}>
        <Stack>
          <Text>
            {COMPETITION_SCREEN.loadMatchQuestion}
            {teamName(values.team_home_id)} {values.score_home} - {values.score_away} {teamName(values.team_away_id)}?
          </Text>
          <Group>
            <Button onClick={confirm} loading={create.isPending}>
              {COMMON_SCREEN.confirmar}
            </Button>
            <Button variant="default" onClick={cancel} disabled={create.isPending}>
              {MSG.backupRestoreCancel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
