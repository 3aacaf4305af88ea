import { Text } from '@mantine/core';
import { RESULTS_SCREEN, type RoundMatch } from '@superliga/league';

/** Who of each team misses this match (the server's suspensions), one line per team that has someone. */
export function SuspendedLines({ match }: { match: RoundMatch }) {
  const lines = [
    [match.team_home.name, match.suspended.home],
    [match.team_away.name, match.suspended.away],
  ] as const;
  const withSomeone = lines.filter(([, players]) => players.length > 0);
  if (withSomeone.length === 0) return null;
  return (
    <>
      {withSomeone.map(([team, players]) => (
        <Text key={team} size="xs" c="red.9">
          {RESULTS_SCREEN.suspendedTitle} · {RESULTS_SCREEN.suspendedOf(team, players.map((p) => p.name).join(', '))}
        </Text>
      ))}
    </>
  );
}
