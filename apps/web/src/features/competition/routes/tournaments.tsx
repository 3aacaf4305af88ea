import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { can, createTournamentBody, MSG, paths, RESULTS_SCREEN, TOURNAMENT_TYPES, COMPETITION_SCREEN, COMMON_SCREEN, TABLE_HEADERS } from '@superliga/league';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormErrors } from '../../../components/form-errors';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { SeasonSelect } from '../../../components/season-select';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useSeasons } from '../../../lib/reference-data';
import { useCreateTournament } from '../api/create-tournament';
import { useTournaments } from '../api/get-tournaments';

/** /torneos (Admin, Organizador): create a tournament and see the existing ones. */
export default function TournamentsRoute() {
  const me = useUser();
  const seasons = useSeasons();
  const tournaments = useTournaments();
  const create = useCreateTournament();
  const [name, setName] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [season, setSeason] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (me.isPending) return <LoadingState />;
  if (!can('createTournaments', me.data?.rol)) return <ErrorState message={MSG.noPermissionPage} />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = { name, start_date: start, end_date: end, season_id: season ?? '', type: type ?? '' };
    const parsed = createTournamentBody.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (res) => {
        notifySuccess(res.message);
        setName('');
        setStart('');
        setEnd('');
        setType(null);
      },
    });
  };
  const seasonName = (id: number) => seasons.data?.find((s) => s.id === id)?.name ?? id;

  return (
    <Stack>
      <Title order={1}>{COMPETITION_SCREEN.cargarTorneo}</Title>
      <Paper withBorder p="md">
        <form onSubmit={onSubmit} noValidate aria-label={COMPETITION_SCREEN.nuevoTorneo}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={COMMON_SCREEN.nombre}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={errors.name}
                required
                maxLength={100}
              />
              <Select
                label={COMPETITION_SCREEN.tipo}
                placeholder={COMPETITION_SCREEN.elegiElTipo}
                data={TOURNAMENT_TYPES.map((t) => ({ value: t, label: COMPETITION_SCREEN.tipos[t] }))}
                value={type}
                onChange={setType}
                error={errors.type}
                required
              />
              <TextInput
                label={COMPETITION_SCREEN.fechaDeInicio}
                type="date"
                value={start}
                onChange={(e) => setStart(e.currentTarget.value)}
                error={errors.start_date}
                required
              />
              <TextInput
                label={COMPETITION_SCREEN.fechaDeFin}
                type="date"
                value={end}
                onChange={(e) => setEnd(e.currentTarget.value)}
                error={errors.end_date}
                required
              />
            </SimpleGrid>
            <SeasonSelect value={season} onChange={setSeason} defaultToCurrent />
            {errors.season_id && <ErrorState message={errors.season_id} />}
            <FormErrors error={create.error} />
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
