import { Alert, Card, List, SimpleGrid, Text } from '@mantine/core';
import {
  formatDecimal,
  LOCKS_PER_TEAM,
  SENIOR_AGE_OVER,
  SQUAD_BEST_FOR_AVERAGE,
  SQUAD_SENIOR_LIMIT,
  SQUAD_YOUTH_LIMIT,
  type TeamDetail,
  TEAMS_SCREEN,
} from '@superliga/league';

function Stat({ label, value, limit, over }: { label: string; value: string | number; limit?: string | number; over?: boolean }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={over ? 'red.9' : undefined}>
        {value}
        {limit !== undefined && (
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            / {limit}
          </Text>
        )}
      </Text>
    </Card>
  );
}

/** The squad statistics of 000 §9 with the rulebook's limits; the server computes both. */
export function SquadSummary({ team }: { team: TeamDetail }) {
  const { stats, ca_limit: caLimit, warnings } = team;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat
          label={TEAMS_SCREEN.promedioCaMejores(SQUAD_BEST_FOR_AVERAGE)}
          value={formatDecimal(stats.average_ca_best16)}
          limit={caLimit ?? undefined}
          over={caLimit !== null && stats.average_ca_best16 > caLimit}
        />
        <Stat label={TEAMS_SCREEN.bloqueados} value={stats.blocked} limit={LOCKS_PER_TEAM} over={stats.blocked > LOCKS_PER_TEAM} />
        <Stat
          label={TEAMS_SCREEN.mayoresDe(SENIOR_AGE_OVER)}
          value={stats.older_than_20}
          limit={SQUAD_SENIOR_LIMIT}
          over={stats.older_than_20 > SQUAD_SENIOR_LIMIT}
        />
        <Stat label={TEAMS_SCREEN.juvenilesOMenos(SENIOR_AGE_OVER)} value={stats.youth} limit={SQUAD_YOUTH_LIMIT} over={stats.youth > SQUAD_YOUTH_LIMIT} />
        <Stat label={TEAMS_SCREEN.registrados} value={stats.registered} />
        <Stat label={TEAMS_SCREEN.registradosMayoresDe(SENIOR_AGE_OVER)} value={stats.registered_older_than_20} />
        <Stat label={TEAMS_SCREEN.totalDeJugadores} value={stats.total} />
      </SimpleGrid>
      {warnings.length > 0 ? (
        <Alert color="red" title={TEAMS_SCREEN.elPlantelSuperaLosLimites} role="alert">
          <List size="sm">
            {warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Alert color="green" variant="light">
          {TEAMS_SCREEN.elPlantelCumpleLosLimites}
        </Alert>
      )}
    </>
  );
}
