import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { MSG, paths, SQUAD_ACTIONS_MSG, type Player, type SquadActionKind, TEAMS_SCREEN } from '@superliga/league';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/states';
import { ApiError } from '../../../../lib/api-client';
import { useConfirmPayment } from '../../../../components/confirm-payment';
import { errorText, notifyError } from '../../../../lib/notify';
import { useFirstDraw } from '../../../../lib/first-draw';
import { useSquad } from '../api/get-squad';
import { useSquadActions } from '../api/get-squad-actions';
import { useSquadAction } from '../api/squad-action';
import { BlocksSummary, SquadActionButtons, squadActionQuestion } from '../components/squad-actions';
import { SquadSummary } from '../../../../components/squad-summary';
import { SquadTable } from '../../../../components/squad-table';

/** /plantel: the manager's own squad, its statistics and the rulebook limits. */
export default function SquadRoute() {
  const squad = useSquad();
  const actions = useSquadActions(squad.isSuccess);
  const act = useSquadAction();
  const payment = useConfirmPayment(act.isPending);
  // Every action asks first (the money it moves, the blocks left), then runs once; the dialog waits for the answer.
  const ask = (player: Player, kind: SquadActionKind) =>
    actions.data &&
    payment.ask(squadActionQuestion(kind, player, actions.data), (done) =>
      act.mutate(
        // The dialog named the protection a blocked player loses when registered (squadActionQuestion).
        { id: player.id, action: kind, liftProtection: kind === 'register' && player.status === 'bloqueado' },
        { onError: (e) => notifyError(e), onSettled: done },
      ),
    );
  // The table is drawn once, with its action buttons (asked for once the squad is in), in a render
  // React can slice; a squad that could not be read has no actions to wait for.
  const drawn = useFirstDraw(squad.isError || (squad.isSuccess && !actions.isPending));
  if (squad.isPending || !drawn) return <LoadingState />;
  if (squad.isError) {
    const noTeam = squad.error instanceof ApiError && squad.error.code === 'squad.no_team';
    return (
      <Stack align="flex-start">
        <Title order={1}>{TEAMS_SCREEN.miPlantel}</Title>
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
          <Text c="dimmed">{team.division || TEAMS_SCREEN.fueraDeLaLiga}</Text>
        </div>
        <Anchor component={Link} to={paths.teamStats(team.id)}>
          {MSG.viewStats}
        </Anchor>
      </Group>
      <SquadSummary team={team} />
      {payment.dialog}
      {actions.data && <BlocksSummary actions={actions.data} />}
      {actions.isError && <Text c="red">{errorText(actions.error, SQUAD_ACTIONS_MSG.actionsLoadError)}</Text>}
      {team.players.length ? (
        <SquadTable
          players={team.players}
          actions={
            actions.data
              ? (p) => (
                  <SquadActionButtons player={p} actions={actions.data} pending={act.isPending ? act.variables : undefined} onAsk={(kind) => ask(p, kind)} />
                )
              : undefined
          }
        />
      ) : (
        <EmptyState message={TEAMS_SCREEN.tuEquipoNoTieneJugadores} />
      )}
    </Stack>
  );
}
