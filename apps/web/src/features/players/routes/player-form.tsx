import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  can,
  MSG,
  paths,
  type Player,
  PLAYER_ABILITY_MAX,
  PLAYER_ABILITY_MIN,
  PLAYER_AGE_MAX,
  PLAYER_AGE_MIN,
  PLAYER_PAGE_MSG,
  PLAYER_STATUSES,
  playerCreateBodySchema,
  playerUpdateBodySchema,
  PLAYERS_SCREEN,
  COMMON_SCREEN,
} from '@superliga/league';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { FormMessage } from '../../../components/form-errors';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { useAllTeams } from '../../../lib/reference-data';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useCreatePlayer } from '../api/create-player';
import { usePlayer } from '../api/get-player';
import { useUpdatePlayer } from '../api/update-player';
import { MoneyInput } from '../../../components/money-input';

const UNCHANGED = '';
type Num = string | number;
/** The form's values are the request's fields (Select ids are text; '' while a number is empty). */
type PlayerValues = { name: string; id_team: string | null; status: string; age: Num; ca: Num; pa: Num; value: Num };
const FIELDS = ['name', 'id_team', 'status', 'age', 'ca', 'pa', 'value'] as const;
const toBody = (v: PlayerValues) => ({ ...v, id_team: v.id_team ?? undefined });

function PlayerForm({ player, staff }: { player: Player | undefined; staff: boolean }) {
  const navigate = useNavigate();
  const teams = useAllTeams();
  const create = useCreatePlayer();
  const update = useUpdatePlayer();
  const mutation = player ? update : create;
  const schema = player ? playerUpdateBodySchema : playerCreateBodySchema;
  const form = useForm<PlayerValues>({
    initialValues: {
      name: player?.name ?? '',
      id_team: player ? String(player.id_team.id) : null,
      status: player ? UNCHANGED : 'registrado',
      age: player?.age ?? '',
      ca: player?.ca ?? '',
      pa: player?.pa ?? '',
      value: player?.value ?? 0,
    },
    validate: schemaResolver(schema, toBody),
  });
  const refusal = useServerErrors(form, FIELDS);

  const statusOptions = [
    ...(player ? [{ value: UNCHANGED, label: PLAYERS_SCREEN.sinCambios(player.status) }] : []),
    ...PLAYER_STATUSES.map((s) => ({ value: s, label: s === 'liberado' ? PLAYERS_SCREEN.liberadoPasaAAgentes : s })),
  ];
  const teamOptions = (teams.data ?? []).map((t) => ({ value: String(t.id), label: t.division ? `${t.name} (${t.division})` : t.name }));
  const disabled = !staff;

  const onSubmit = form.onSubmit((values) => {
    refusal.clear();
    const done = { onError: refusal.onError };
    if (player)
      update.mutate(
        { id: player.id, body: playerUpdateBodySchema.parse(toBody(values)) },
        { ...done, onSuccess: () => (notifySuccess(MSG.playerUpdated), navigate(paths.players)) },
      );
    else create.mutate(playerCreateBodySchema.parse(toBody(values)), { ...done, onSuccess: () => (notifySuccess(MSG.playerCreated), navigate(paths.players)) });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={640}>
        <TextInput label={COMMON_SCREEN.nombre} {...form.getInputProps('name')} errorProps={errorProps} disabled={disabled} required maxLength={100} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={COMMON_SCREEN.equipo}
            placeholder={player ? undefined : PLAYERS_SCREEN.agentesLibresSiNoElegis}
            data={teamOptions}
            {...form.getInputProps('id_team')}
            errorProps={errorProps}
            searchable
            disabled={disabled || teams.isPending}
            error={teams.isError ? MSG.teamsLoadError : form.errors.id_team}
            nothingFoundMessage={COMMON_SCREEN.sinEquipos}
          />
          <Select
            label={COMMON_SCREEN.estado}
            data={statusOptions}
            {...form.getInputProps('status')}
            onChange={(v) => form.setFieldValue('status', v ?? UNCHANGED)}
            errorProps={errorProps}
            allowDeselect={false}
            disabled={disabled}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, xs: 4 }}>
          <NumberInput
            label={PLAYERS_SCREEN.edad}
            {...form.getInputProps('age')}
            errorProps={errorProps}
            min={PLAYER_AGE_MIN}
            max={PLAYER_AGE_MAX}
            allowDecimal={false}
            disabled={disabled}
          />
          <NumberInput
            label={PLAYERS_SCREEN.ca}
            {...form.getInputProps('ca')}
            errorProps={errorProps}
            min={PLAYER_ABILITY_MIN}
            max={PLAYER_ABILITY_MAX}
            allowDecimal={false}
            disabled={disabled}
          />
          <NumberInput
            label={PLAYERS_SCREEN.pa}
            {...form.getInputProps('pa')}
            errorProps={errorProps}
            min={PLAYER_ABILITY_MIN}
            max={PLAYER_ABILITY_MAX}
            allowDecimal={false}
            disabled={disabled}
          />
        </SimpleGrid>
        <MoneyInput label={COMMON_SCREEN.valor} {...form.getInputProps('value')} errorProps={errorProps} min={0} disabled={disabled} />
        <FormMessage message={refusal.message} />
        <Group>
          {staff && (
            <Button type="submit" loading={mutation.isPending}>
              {player ? COMMON_SCREEN.guardar : PLAYERS_SCREEN.crearJugador}
            </Button>
          )}
          <Button component={Link} to={player ? paths.player(player.id) : paths.players} variant="default">
            {PLAYER_PAGE_MSG.back}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /players/new and /players/{id}/editar: staff edits everything; others read the player here too
 * (DECISIONS), though the player page at /players/{id} is where everyone lands (decision 027).
 */
export default function PlayerFormRoute() {
  const { id } = useParams();
  const playerId = id && id !== 'new' ? Number(id) : null;
  const me = useUser();
  const player = usePlayer(playerId);
  if (me.isPending || (playerId !== null && player.isPending)) return <LoadingState />;
  if (me.isError) return <ErrorState message={MSG.infoLoadError} />;
  const staff = can('editPlayers', me.data.rol);
  if (playerId === null && !staff) return <ErrorState message={MSG.noPermissionPage} />;
  if (playerId !== null && player.isError) return <ErrorState message={player.error.message} />;
  const target = playerId !== null ? player.data : undefined;
  return (
    <Stack>
      <Title order={1}>{target ? (staff ? PLAYER_PAGE_MSG.editTitle(target.name) : target.name) : PLAYERS_SCREEN.nuevoJugadorTitulo}</Title>
      {!staff && (
        <Alert color="blue" variant="light">
          {PLAYERS_SCREEN.soloUnAdminOUn}
        </Alert>
      )}
      <Card withBorder>
        <PlayerForm key={target?.id ?? 'new'} player={target} staff={staff} />
      </Card>
    </Stack>
  );
}
