import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { MSG, SEASON_MSG, type Closing, COMPETITION_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { ListTable } from '../../../components/list-table';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatDate, formatPesos } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCloseTournament } from '../api/close-tournament';
import { useClosing } from '../api/get-closing';
import { useObjectives } from '../api/objectives';
import { ObjectivesForm } from '../components/objectives-form';
import { TournamentSelect } from '../components/tournament-select';
import { Permitted } from '../../../components/permitted';

/** /torneos/cierre (Admin): the closing preview of a tournament, its one confirmation, and the season's objectives (decision 025). */
export default function TournamentClosingRoute() {
  return (
    <Permitted action="sendPrizes">
      <TournamentClosingScreen />
    </Permitted>
  );
}

function TournamentClosingScreen() {
  const [tournament, setTournament] = useState<string | null>(null);
  const id = tournament ? Number(tournament) : null;
  const closing = useClosing(id);
  const objectives = useObjectives(closing.data?.season.id ?? null);
  return (
    <Stack>
      <Title order={1}>{SEASON_MSG.closingTitle.toUpperCase()}</Title>
      <Text size="sm" c="dimmed">
        {SEASON_MSG.closingIntro}
      </Text>
      <TournamentSelect value={tournament} onChange={setTournament} />
      {closing.isPending && id !== null && <LoadingState />}
      {closing.isError && <ErrorState message={MSG.infoLoadError} />}
      {closing.data && <ClosingPreview closing={closing.data} />}
      {objectives.data && <ObjectivesForm key={objectives.data.id_season} data={objectives.data} />}
    </Stack>
  );
}

function ClosingPreview({ closing }: { closing: Closing }) {
  const close = useCloseTournament();
  const payment = useConfirmPayment(close.isPending);
  const confirm = () =>
    payment.ask(
      {
        title: SEASON_MSG.closeConfirm(formatPesos(closing.total)),
        lines: closing.lines.map((l) => `${l.team.name}: ${formatPesos(l.total)}`),
        confirmLabel: SEASON_MSG.closeButton,
      },
      (done) => close.mutate(closing.tournament.id, { onSettled: done, onSuccess: (res) => notifySuccess(res.message) }),
    );
  return (
    <Stack>
      {payment.dialog}
      {closing.closed && <Alert color="teal">{SEASON_MSG.closedAt(formatDate(closing.closed.at))}</Alert>}
      {!closing.closed &&
        closing.problems.map((p) => (
          <Alert color="yellow" key={p}>
            {p}
          </Alert>
        ))}
      {closing.lines.length === 0 ? (
        <Text>{SEASON_MSG.noPayments}</Text>
      ) : (
        <ListTable
          minWidth={520}
          aria-label={SEASON_MSG.closingTitle}
          columns={[
            COMMON_SCREEN.equipo,
            { label: COMPETITION_SCREEN.positionLabel, numeric: true },
            { label: COMMON_SCREEN.premio, numeric: true },
            { label: COMPETITION_SCREEN.objetivo, numeric: true },
            { label: COMPETITION_SCREEN.porObjetivo, numeric: true },
            { label: COMPETITION_SCREEN.total, numeric: true },
          ]}
        >
          {closing.lines.map((l) => (
            <Table.Tr key={l.team.id} data-testid={`closing-${l.team.id}`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {l.team.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {l.manager?.name ?? ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{l.position}</Table.Td>
              <Table.Td ta="right">{formatPesos(l.prize)}</Table.Td>
              <Table.Td ta="right">{l.objective ?? '—'}</Table.Td>
              <Table.Td ta="right">{formatPesos(l.objective_amount)}</Table.Td>
              <Table.Td ta="right">{formatPesos(l.total)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      <Group justify="space-between">
        <Text fw={600}>
          {COMPETITION_SCREEN.totalLabel}
          {formatPesos(closing.total)}
        </Text>
        {!closing.closed && (
          <Button onClick={confirm} disabled={closing.problems.length > 0} loading={close.isPending}>
            {SEASON_MSG.closeButton}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
