import { Button, Text } from '@mantine/core';
import { BETS_SCREEN, FIXTURE_BET_TEXTS as T } from '@superliga/league';
import { Link } from 'react-router';
import { useFixtureBetState } from './fixture-bet-info';

/**
 * A list's "Apostar" for one bet. A bet tied to a fixture match stops taking stakes when its round
 * starts (docs/decisions/028), so once that is known the list says it is closed, as the bet's page does.
 */
export function StakeLink({ to, matchId, label }: { to: string; matchId: number | null; label: string }) {
  const fixture = useFixtureBetState(matchId);
  if (fixture && !fixture.open) {
    return (
      <Text size="xs" c="dimmed">
        {T.closedShort}
      </Text>
    );
  }
  return (
    <Button component={Link} to={to} size="xs" aria-label={label}>
      {BETS_SCREEN.apostar}
    </Button>
  );
}
