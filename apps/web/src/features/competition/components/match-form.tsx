import { Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { createMatchBody, MSG, paths, stageOptions, type TournamentType, COMMON_SCREEN, COMPETITION_SCREEN } from '@superliga/league';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
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

/**
 * /partidos form (001 §8): teams of Primera or Segunda only, goals, tournament and round; a
 * confirmation names both teams and the score; cancelling resets the form.
 */
export function MatchForm({ prefill }: { prefill?: MatchPrefill }) {
  const teams = useAllTeams();
  const tournaments = useTournaments();
  const create = useCreateMatch();
  const navigate = useNavigate();
  const [form, setForm] = useState<MatchInput>(() => empty(prefill));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const set = (patch: Partial<MatchInput>) => setForm((f) => ({ ...f, ...patch }));

  const teamOptions = leagueTeams(teams.data).map((t) => ({ value: String(t.id), label: `${t.name} (${t.division})` }));
  const teamName = (id: string | null) => leagueTeams(teams.data).find((t) => String(t.id) === id)?.name ?? '';
  const tournament = tournaments.data?.find((t) => String(t.id) === form.tournament_id);
  const stages = tournament ? stageOptions(tournament.type as TournamentType).map((s) => ({ value: String(s.value), label: s.label })) : [];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createMatchBody.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MSG.validationFailed);
      return;
    }
    setError(null);
    setConfirming(true);
  };
  const cancel = () => {
    setConfirming(false);
    setForm(empty());
    create.reset();
    notifySuccess(MSG.matchCancelled);
  };
  // The dialog stays open, its button loading, until the server answers: a second click cannot send the match again.
  const confirm = () => {
    create.mutate(form, {
      onSettled: () => setConfirming(false),
      onSuccess: (res) => {
        notifySuccess(res.message);
        setForm(empty());
        navigate(paths.match(res.id));
      },
    });
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={onSubmit} noValidate aria-label={COMPETITION_SCREEN.cargarPartido}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={COMPETITION_SCREEN.equipoLocal}
              placeholder={COMPETITION_SCREEN.elegiElEquipo}
              data={teamOptions}
              value={form.team_home_id}
              onChange={(v) => set({ team_home_id: v })}
              searchable
              required
            />
            <Select
              label={COMPETITION_SCREEN.equipoVisitante}
              placeholder={COMPETITION_SCREEN.elegiElEquipo}
              data={teamOptions}
              value={form.team_away_id}
              onChange={(v) => set({ team_away_id: v })}
              searchable
              required
            />
            <TextInput
              label={COMPETITION_SCREEN.golesLocal}
              type="number"
              min={0}
              value={form.score_home}
              onChange={(e) => set({ score_home: e.currentTarget.value })}
              required
            />
            <TextInput
              label={COMPETITION_SCREEN.golesVisitante}
              type="number"
              min={0}
              value={form.score_away}
              onChange={(e) => set({ score_away: e.currentTarget.value })}
              required
            />
            <Select
              label={COMPETITION_SCREEN.torneo}
              placeholder={COMPETITION_SCREEN.elegiUnTorneo}
              data={(tournaments.data ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.type})` }))}
              value={form.tournament_id}
              onChange={(v) => set({ tournament_id: v })}
              error={tournaments.isError ? MSG.tournamentsLoadError : undefined}
              required
            />
            <Select
              label={COMPETITION_SCREEN.fechaORonda}
              placeholder={COMPETITION_SCREEN.elegiLaFecha}
              data={stages}
              value={form.stage}
              onChange={(v) => set({ stage: v })}
              disabled={!tournament}
              required
            />
          </SimpleGrid>
          {form.fixture_id !== undefined && (
            <Text size="sm" c="dimmed">
              {COMPETITION_SCREEN.partidoDelFixtureSeVinculara}
            </Text>
          )}
          {error && <FormErrors error={new Error(error)} />}
          <FormErrors error={create.error} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {COMPETITION_SCREEN.cargarPartido}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={confirming} onClose={create.isPending ? () => undefined : cancel} title={COMPETITION_SCREEN.confirmarPartido}>
        <Stack>
          <Text>
            {COMPETITION_SCREEN.cargar2}
            {teamName(form.team_home_id)} {form.score_home} - {form.score_away} {teamName(form.team_away_id)}?
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
