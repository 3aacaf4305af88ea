import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { createTournamentBody, MSG, paths, RESULTS_SCREEN, TOURNAMENT_TYPES, COMPETITION_SCREEN, COMMON_SCREEN, TABLE_HEADERS } from '@superliga/league';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { FormMessage } from '../../../components/form-errors';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { SeasonSelect } from '../../../components/season-select';
import { ErrorState } from '../../../components/states';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useSeasons } from '../../../lib/reference-data';
import { useCreateTournament } from '../api/create-tournament';
import { useTournaments } from '../api/get-tournaments';
import { Permitted } from '../../../components/permitted';

/** The form's values; the body is the league's tournament schema (Select ids are text). */
type TournamentValues = { name: string; start_date: string; end_date: string; season_id: string | null; type: string | null };
const FIELDS = ['name', 'start_date', 'end_date', 'season_id', 'type'] as const;
const toBody = (v: TournamentValues) => ({ ...v, season_id: v.season_id ?? '', type: v.type ?? '' });

/** /torneos (Admin, Organizador): create a tournament and see the existing ones. */
export default function TournamentsRoute() {
  return (
    <Permitted action="createTournaments">
      <TournamentsScreen />
    </Permitted>
  );
}

function TournamentsScreen() {
  const seasons = useSeasons();
  const tournaments = useTournaments();
  const create = useCreateTournament();
  const form = useForm<TournamentValues>({
    initialValues: { name: '', start_date: '', end_date: '', season_id: null, type: null },
    validate: schemaResolver(createTournamentBody, toBody),
  });
  const refusal = useServerErrors(form, FIELDS);

  const onSubmit = form.onSubmit((values) => {
    refusal.clear();
    create.mutate(createTournamentBody.parse(toBody(values)), {
      onSuccess: (res) => {
        notifySuccess(res.message);
        // The season stays chosen for the next tournament.
        form.setValues({ name: '', start_date: '', end_date: '', type: null });
      },
      onError: refusal.onError,
    });
  });
  const seasonName = (id: number) => seasons.data?.find((s) => s.id === id)?.name ?? id;

  return (
    <Stack>
      <Title order={1}>{COMPETITION_SCREEN.cargarTorneo}</Title>
      <Paper withBorder p="md">
        <form onSubmit={onSubmit} noValidate aria-label={COMPETITION_SCREEN.nuevoTorneo}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={COMMON_SCREEN.nombre} {...form.getInputProps('name')} errorProps={errorProps} required maxLength={100} />
              <Select
                label={COMPETITION_SCREEN.tipo}
                placeholder={COMPETITION_SCREEN.elegiElTipo}
                data={TOURNAMENT_TYPES.map((t) => ({ value: t, label: COMPETITION_SCREEN.tipos[t] }))}
                {...form.getInputProps('type')}
                errorProps={errorProps}
                required
              />
              <TextInput label={COMPETITION_SCREEN.fechaDeInicio} type="date" {...form.getInputProps('start_date')} errorProps={errorProps} required />
              <TextInput label={COMPETITION_SCREEN.fechaDeFin} type="date" {...form.getInputProps('end_date')} errorProps={errorProps} required />
            </SimpleGrid>
            <SeasonSelect value={form.getValues().season_id} onChange={(v) => form.setFieldValue('season_id', v)} defaultToCurrent />
            {form.errors.season_id && <ErrorState message={String(form.errors.season_id)} />}
            <FormMessage message={refusal.message} />
            <Group>
              <Button type="submit" loading={create.isPending}>
                {COMPETITION_SCREEN.crearTorneo}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Title order={2} size="h3">
        {COMPETITION_SCREEN.torneos}
      </Title>
      <QueryState query={tournaments} error={MSG.tournamentsLoadError} empty={COMPETITION_SCREEN.noHayTorneos}>
        {(rows) => (
          <ListTable
            minWidth={560}
            nativeScroll
            columns={[TABLE_HEADERS.nombre, TABLE_HEADERS.tipo, TABLE_HEADERS.temporada, TABLE_HEADERS.inicio, TABLE_HEADERS.fin]}
          >
            {rows.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td fw={500}>
                  <Anchor component={Link} to={paths.tournamentRounds(t.id)} aria-label={`${RESULTS_SCREEN.roundsTitle}: ${t.name}`}>
                    {t.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t.type}</Table.Td>
                <Table.Td>{seasonName(t.season_id)}</Table.Td>
                <Table.Td>{t.start_date.split('-').reverse().join('-')}</Table.Td>
                <Table.Td>{t.end_date.split('-').reverse().join('-')}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryState>
    </Stack>
  );
}
