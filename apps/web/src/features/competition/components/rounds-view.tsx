import { Anchor, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { paths, type RoundsResponse } from '@superliga/league';
import { Link } from 'react-router';
import { MatchStateBadge } from './match-state-badge';
import { RoundWindowText } from './round-window-text';
import { orVs, scoreOf } from './match-result';
import { SuspendedLines } from './suspended-line';

/**
 * Every round of a tournament as a card (a phone reads it without sideways scroll): its window,
 * and each match with its score, its state and who is suspended for it (docs/decisions/024).
 */
export function RoundsView({ rounds }: { rounds: RoundsResponse['rounds'] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {rounds.map((round) => (
        <Paper key={round.stage} withBorder p="sm" component="section" aria-label={round.name}>
          <Title order={2} size="h4">
            {round.name}
          </Title>
          <RoundWindowText startsAt={round.starts_at} deadlineAt={round.deadline_at} />
          <Stack gap="xs" mt="xs">
            {round.matches.map((m) => (
              <Stack key={m.id} gap={2} data-testid={`round-match-${m.id}`}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor component={Link} to={paths.match(m.id)} size="sm">
                    {m.team_home.name} {orVs(scoreOf(m.score_home, m.score_away))} {m.team_away.name}
                  </Anchor>
                  <MatchStateBadge state={m.state} />
                </Group>
                <SuspendedLines match={m} />
              </Stack>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
