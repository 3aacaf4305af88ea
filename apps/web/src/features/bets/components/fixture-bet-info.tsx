import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { FIXTURE_BET_TEXTS as T, fixtureStakesOpen, settledFromResult, type Match, type RoundMatch } from '@superliga/league';
import { ServerCountdown } from '../../../components/countdown-text';
import { formatMatchDate } from '../../../lib/format';
import { useServerNowAt } from '../../../lib/server-clock';
import { useBetMatch, useBetRounds } from '../api/get-fixture';

export type FixtureBetState = {
  match: Match;
  round: { name: string; starts_at: string | null };
  state: RoundMatch['state'];
  score: { home: number | null; away: number | null };
  open: boolean;
  settled: boolean;
};

/**
 * Where a bet tied to a fixture match stands (docs/decisions/028): its match and round, whether it
 * still takes stakes (until the round's window starts, on the server's clock) and whether it was
 * settled from the result. null while loading or for an untied bet.
 */
export function useFixtureBetState(matchId: number | null): FixtureBetState | null {
  const match = useBetMatch(matchId);
  const rounds = useBetRounds(match.data?.tournament_id ?? null);
  const round = match.data && rounds.data?.rounds.find((r) => r.stage === match.data.stage);
  // Stakes close when the round's window starts: the screen is drawn again then, not every second.
  const now = useServerNowAt(round?.starts_at ? new Date(round.starts_at) : null);
  if (!match.data || !rounds.data || !now) return null;
  const listed = round?.matches.find((m) => m.id === match.data.id);
  const state = listed?.state ?? 'to_play';
  const startsAt = round?.starts_at ?? null;
  return {
    match: match.data,
    round: { name: round?.name ?? match.data.stage_name, starts_at: startsAt },
    state,
    score: { home: listed?.score_home ?? null, away: listed?.score_away ?? null },
    open: fixtureStakesOpen(startsAt, state, now),
    settled: settledFromResult(state),
  };
}

/** The tied bet's match, and when it stops taking stakes or how it was settled. */
export function FixtureBetInfo({ fixture }: { fixture: FixtureBetState }) {
  const { match, round, open, settled, score } = fixture;
  const home = match.team_home.name;
  const away = match.team_away.name;
  return (
    <Paper withBorder p="sm" data-testid="fixture-bet">
      <Stack gap={4}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {T.matchOf(home, away, round.name)}
        </Text>
        {settled ? (
          <Alert color="green" p="xs">
            {T.settled(home, score.home ?? 0, score.away ?? 0, away)}
          </Alert>
        ) : !open ? (
          <Alert color="yellow" p="xs">
            {T.closed}
          </Alert>
        ) : round.starts_at ? (
          <>
            <Text size="sm">{T.closesAt(formatMatchDate(round.starts_at))}</Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed" component="span">
                {T.closesIn}
              </Text>
              <ServerCountdown target={new Date(round.starts_at)} doneLabel={T.closed} />
            </Group>
          </>
        ) : (
          <Text size="sm">{T.noWindowYet}</Text>
        )}
      </Stack>
    </Paper>
  );
}
