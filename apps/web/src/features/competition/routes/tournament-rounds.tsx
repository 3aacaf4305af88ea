import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isStaff, paths, RESULTS_SCREEN, type RoundsResponse, COMPETITION_SCREEN } from '@superliga/league';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatMatchDate } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { useRounds } from '../api/get-rounds';
import { MatchStateBadge } from '../components/match-state-badge';
import { RoundWindowsForm } from '../components/round-windows-form';
import { RoundsView } from '../components/rounds-view';

type Listed = {
  id: number;
  home: string;
  away: string;
  round: string;
  deadline: string | null;
  state: RoundsResponse['rounds'][number]['matches'][number]['state'];
};

/** A list of matches that ask staff for something, each a link to the match page where it is done. */
function MatchList({ title, empty, rows, testId }: { title: string; empty: string; rows: Listed[]; testId: string }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h4" mb="xs">
        {title} ({rows.length})
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((m) => (
            <Group key={m.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0}>
                <Anchor component={Link} to={paths.match(m.id)} size="sm">
                  {m.home} {COMPETITION_SCREEN.vs}
                  {m.away}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {m.round}
                  {m.deadline ? ` · ${RESULTS_SCREEN.deadlineAt} ${formatMatchDate(m.deadline)}` : ''}
                </Text>
              </Stack>
              <MatchStateBadge state={m.state} />
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** /torneos/{id}/fechas: the rounds' windows and match states for everyone; for staff the windows' editor, disputes and overdue matches. */
export default function TournamentRoundsRoute() {
  const id = Number(useParams().id);
  const me = useUser();
  const rounds = useRounds(Number.isInteger(id) ? id : null);
  const now = useServerNow(60_000);
  return (
    <Stack>
      <Title order={1}>{RESULTS_SCREEN.roundsTitle.toUpperCase()}</Title>
      {rounds.isPending || me.isPending ? (
        <LoadingState />
      ) : rounds.isError ? (
        <ErrorState message={RESULTS_SCREEN.roundsLoadError} />
      ) : (
        <RoundsBody id={id} data={rounds.data} staff={isStaff(me.data?.rol)} now={now} />
      )}
    </Stack>
  );
}

function RoundsBody({ id, data, staff, now }: { id: number; data: RoundsResponse; staff: boolean; now: Date | null }) {
  const all: Listed[] = data.rounds.flatMap((r) =>
    r.matches.map((m) => ({ id: m.id, home: m.team_home.name, away: m.team_away.name, round: r.name, deadline: r.deadline_at, state: m.state })),
  );
  const disputes = all.filter((m) => m.state === 'disputed');
  const overdue = all.filter((m) => m.state === 'to_play' && m.deadline !== null && now !== null && new Date(m.deadline).getTime() <= now.getTime());
  return (
    <>
      <Text fw={600}>{data.tournament.name}</Text>
      <Text size="sm" c="dimmed">
        {RESULTS_SCREEN.roundsIntro}
      </Text>
      {data.rounds.length === 0 ? (
        <EmptyState message={RESULTS_SCREEN.noRounds} />
      ) : (
        <>
          {staff && (
            <>
              <MatchList title={RESULTS_SCREEN.disputesTitle} empty={RESULTS_SCREEN.noDisputes} rows={disputes} testId="disputes" />
              <MatchList title={RESULTS_SCREEN.overdueTitle} empty={RESULTS_SCREEN.noOverdue} rows={overdue} testId="overdue" />
              <RoundWindowsForm key={data.rounds.map((r) => `${r.starts_at}|${r.deadline_at}`).join()} tournamentId={id} rounds={data.rounds} />
            </>
          )}
          <RoundsView rounds={data.rounds} />
        </>
      )}
    </>
  );
}
