import { Anchor, Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { can, DIVISIONS, MSG, paths, ROLE_LABELS, type TeamDetail, teamBodySchema, TEAMS_SCREEN, COMMON_SCREEN, PRIMERA } from '@superliga/league';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { FormMessage } from '../../../components/form-errors';
import { DrawnWhole } from '../../../components/drawn-whole';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { errorText, notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useCreateTeam } from '../api/create-team';
import { useManagers } from '../api/get-managers';
import { useTeam } from '../api/get-team';
import { useUpdateTeam } from '../api/update-team';
import { HandOverCard } from '../components/hand-over-card';
import { SquadSummary } from '../../../components/squad-summary';
import { SquadTable } from '../../../components/squad-table';

const NO_MANAGER = '';
const OUTSIDE = '';

/** The form's values; the body is the league's team schema (an empty choice is no manager / outside the league). */
type TeamValues = { name: string; division: string; id_user: string };
const FIELDS = ['name', 'division', 'id_user'] as const;
const toBody = (v: TeamValues) => ({ name: v.name, division: v.division, id_user: v.id_user });

function TeamForm({ team, admin }: { team: TeamDetail | undefined; admin: boolean }) {
  const navigate = useNavigate();
  const managers = useManagers(admin);
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const mutation = team ? update : create;
  const form = useForm<TeamValues>({
    initialValues: {
      name: team?.name ?? '',
      division: team?.division ?? PRIMERA,
      id_user: team?.id_user ? String(team.id_user) : NO_MANAGER,
    },
    validate: schemaResolver(teamBodySchema, toBody),
  });
  const refusal = useServerErrors(form, FIELDS);

  // Non-admins read the current manager from the team itself (they do not load every user).
  const managerOptions = [
    { value: NO_MANAGER, label: MSG.teamWithoutManager },
    ...(admin
      ? (managers.data ?? []).map((u) => ({
          value: String(u.id),
          label: `${u.name} · ${ROLE_LABELS[u.rol]}${u.team && u.team.id !== team?.id ? TEAMS_SCREEN.yaDirige(u.team.name) : ''}`,
        }))
      : team?.user
        ? [{ value: String(team.user.id), label: team.user.name }]
        : []),
  ];
  const divisionOptions = [...DIVISIONS.map((d) => ({ value: d, label: d })), { value: OUTSIDE, label: TEAMS_SCREEN.fueraDeLaLiga }];

  const onSubmit = form.onSubmit((values) => {
    refusal.clear();
    const body = teamBodySchema.parse(toBody(values));
    if (team) update.mutate({ id: team.id, body }, { onSuccess: () => notifySuccess(MSG.teamUpdated), onError: refusal.onError });
    else create.mutate(body, { onSuccess: (t) => (notifySuccess(MSG.teamCreated), navigate(paths.team(t.id))), onError: refusal.onError });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={COMMON_SCREEN.nombre} {...form.getInputProps('name')} errorProps={errorProps} disabled={!admin} required maxLength={100} />
          <Select
            label={COMMON_SCREEN.manager}
            data={managerOptions}
            {...form.getInputProps('id_user')}
            onChange={(v) => form.setFieldValue('id_user', v ?? NO_MANAGER)}
            errorProps={errorProps}
            disabled={!admin || managers.isPending}
            searchable
            allowDeselect={false}
            error={managers.isError ? MSG.usersLoadError : form.errors.id_user}
          />
          <Select
            label={COMMON_SCREEN.division}
            data={divisionOptions}
            {...form.getInputProps('division')}
            onChange={(v) => form.setFieldValue('division', v ?? OUTSIDE)}
            errorProps={errorProps}
            disabled={!admin}
            allowDeselect={false}
          />
        </SimpleGrid>
        <FormMessage message={refusal.message} />
        <Group>
          {admin && (
            <Button type="submit" loading={mutation.isPending}>
              {team ? COMMON_SCREEN.guardar : TEAMS_SCREEN.crearEquipo}
            </Button>
          )}
          {team && (
            <Anchor component={Link} to={paths.teamStats(team.id)}>
              {MSG.viewStats}
            </Anchor>
          )}
          <Anchor component={Link} to={paths.teams}>
            {TEAMS_SCREEN.volverAEquipos}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/** /teams/{id} and /teams/new: the team, its players and its squad statistics. */
export default function TeamFormRoute() {
  const { id } = useParams();
  const teamId = id && id !== 'new' ? Number(id) : null;
  const me = useUser();
  const team = useTeam(teamId);
  if (me.isPending || (teamId !== null && team.isPending)) return <LoadingState />;
  if (me.isError) return <ErrorState message={MSG.infoLoadError} />;
  const admin = can('manageTeams', me.data.rol);
  if (teamId === null && !admin) return <ErrorState message={MSG.noPermissionPage} />;
  if (teamId !== null && team.isError) return <ErrorState message={errorText(team.error, MSG.squadLoadError)} />;
  const detail = teamId !== null ? team.data : undefined;
  return (
    <Stack>
      <Title order={1}>{detail ? detail.name : TEAMS_SCREEN.nuevoEquipoTitulo}</Title>
      <Card withBorder>
        <TeamForm key={detail?.id ?? 'new'} team={detail} admin={admin} />
      </Card>
      <DrawnWhole>
        {detail && admin && detail.division && <HandOverCard teamId={detail.id} />}
        {detail && (
          <>
            <Title order={2} size="h3">
              {TEAMS_SCREEN.estadisticasDelPlantel}
            </Title>
            <SquadSummary team={detail} />
            <Title order={2} size="h3">
              {COMMON_SCREEN.jugadores}
            </Title>
            {detail.players.length ? <SquadTable players={detail.players} /> : <EmptyState message={TEAMS_SCREEN.elEquipoNoTieneJugadores} />}
          </>
        )}
      </DrawnWhole>
    </Stack>
  );
}
