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
  type PlayerBodyInput,
  PLAYERS_SCREEN,
  COMMON_SCREEN,
} from '@superliga/league';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormErrors } from '../../../components/form-errors';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { useAllTeams } from '../../../lib/reference-data';
import { notifySuccess } from '../../../lib/notify';
import { useCreatePlayer } from '../api/create-player';
import { usePlayer } from '../api/get-player';
import { useUpdatePlayer } from '../api/update-player';
import { MoneyInput } from '../../../components/money-input';

const UNCHANGED = '';
type Num = string | number;

function PlayerForm({ player, staff }: { player: Player | undefined; staff: boolean }) {
  const navigate = useNavigate();
  const teams = useAllTeams();
  const create = useCreatePlayer();
  const update = useUpdatePlayer();
  const mutation = player ? update : create;
  const [name, setName] = useState(player?.name ?? '');
  const [team, setTeam] = useState<string | null>(player ? String(player.id_team.id) : null);
  const [status, setStatus] = useState<string>(player ? UNCHANGED : 'registrado');
  const [age, setAge] = useState<Num>(player?.age ?? '');
  const [ca, setCa] = useState<Num>(player?.ca ?? '');
  const [pa, setPa] = useState<Num>(player?.pa ?? '');
  const [value, setValue] = useState<Num>(player?.value ?? 0);

  const statusOptions = [
    ...(player ? [{ value: UNCHANGED, label: PLAYERS_SCREEN.sinCambios(player.status) }] : []),
    ...PLAYER_STATUSES.map((s) => ({ value: s, label: s === 'liberado' ? 'liberado (pasa a agentes libres)' : s })),
  ];
  const teamOptions = (teams.data ?? []).map((t) => ({ value: String(t.id), label: t.division ? `${t.name} (${t.division})` : t.name }));
  const disabled = !staff;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body: PlayerBodyInput = { name, id_team: team ?? undefined, status, age, ca, pa, value } as PlayerBodyInput;
    if (player) update.mutate({ id: player.id, body }, { onSuccess: () => (notifySuccess(MSG.playerUpdated), navigate(paths.players)) });
    else create.mutate(body, { onSuccess: () => (notifySuccess(MSG.playerCreated), navigate(paths.players)) });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={640}>
        <TextInput label={COMMON_SCREEN.nombre} value={name} onChange={(e) => setName(e.currentTarget.value)} disabled={disabled} required maxLength={100} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={COMMON_SCREEN.equipo}
            placeholder={player ? undefined : PLAYERS_SCREEN.agentesLibresSiNoElegis}
            data={teamOptions}
            value={team}
            onChange={setTeam}
            searchable
            disabled={disabled || teams.isPending}
            error={teams.isError ? MSG.teamsLoadError : undefined}
            nothingFoundMessage={COMMON_SCREEN.sinEquipos}
          />
          <Select
            label={COMMON_SCREEN.estado}
            data={statusOptions}
            value={status}
            onChange={(v) => setStatus(v ?? UNCHANGED)}
            allowDeselect={false}
            disabled={disabled}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, xs: 4 }}>
          <NumberInput
            label={PLAYERS_SCREEN.edad}
            value={age}
            onChange={setAge}
            min={PLAYER_AGE_MIN}
            max={PLAYER_AGE_MAX}
            allowDecimal={false}
            disabled={disabled}
          />
          <NumberInput label="CA" value={ca} onChange={setCa} min={PLAYER_ABILITY_MIN} max={PLAYER_ABILITY_MAX} allowDecimal={false} disabled={disabled} />
          <NumberInput label="PA" value={pa} onChange={setPa} min={PLAYER_ABILITY_MIN} max={PLAYER_ABILITY_MAX} allowDecimal={false} disabled={disabled} />
        </SimpleGrid>
        <MoneyInput label={COMMON_SCREEN.valor} value={value} onChange={setValue} min={0} disabled={disabled} />
        <FormErrors error={mutation.error} />
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
      <Title order={1}>{target ? (staff ? PLAYER_PAGE_MSG.editTitle(target.name) : target.name) : 'NUEVO JUGADOR'}</Title>
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
