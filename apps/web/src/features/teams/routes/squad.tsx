import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { MSG, paths } from '@superliga/league';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/notify';
import { useSquad } from '../api/get-squad';
import { SquadSummary } from '../components/squad-summary';
import { SquadTable } from '../components/squad-table';

/** /plantel: the manager's own squad, its statistics and the rulebook limits. */
export default function SquadRoute() {
  const squad = useSquad();
  if (squad.isPending) return <LoadingState />;
  if (squad.isError) {
    const noTeam = squad.error instanceof ApiError && squad.error.status === 404;
    return (
      <Stack align="flex-start">
        <Title order={1}>MI PLANTEL</Title>
        {noTeam ? <Text>{MSG.noTeamAssigned}</Text> : <ErrorState message={errorText(squad.error, MSG.squadLoadError)} />}
        <Button onClick={() => void squad.refetch()} loading={squad.isFetching}>
          {MSG.loadSquad}
        </Button>
      </Stack>
    );
  }
  const team = squad.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{team.name}</Title>
          <Text c="dimmed">{team.division || 'Fuera de la liga'}</Text>
        </div>
        <Anchor component={Link} to={paths.teamStats(team.id)}>
          {MSG.viewStats}
        </Anchor>
      </Group>
      <SquadSummary team={team} />
      {team.players.length ? <SquadTable players={team.players} /> : <EmptyState message="Tu equipo no tiene jugadores." />}
    </Stack>
  );
}
