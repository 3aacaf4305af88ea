import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { aggregatePlayerStats, MSG, paths, topList, type MatchStatistic, type PlayerStatsTotals, COMPETITION_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { Link } from 'react-router';
import { DrawnWhole } from '../../../components/drawn-whole';
import { QueryState } from '../../../components/query-state';
import { EmptyState } from '../../../components/states';
import { leagueTeams, useAllTeams } from '../../../lib/reference-data';
import { useMatchStatistics } from '../api/get-match-statistics';
import { TopList } from '../components/top-list';
import { SeasonThenTournament } from '../components/tournament-select';

const LISTS: { title: string; key: keyof PlayerStatsTotals }[] = [
  { title: COMPETITION_SCREEN.goleadores, key: 'goals' },
  { title: COMPETITION_SCREEN.asistencias, key: 'assists' },
  { title: 'MVP', key: 'mvp' },
  { title: COMPETITION_SCREEN.amarillas, key: 'yellow_cards' },
  { title: COMPETITION_SCREEN.rojas, key: 'red_cards' },
];

function TopLists({ stats }: { stats: MatchStatistic[] }) {
  const who = new Map(stats.map((r) => [r.player_id.id, { name: r.player_id.name, team: r.team_id.name }]));
  const totals = aggregatePlayerStats(stats.map((r) => ({ ...r, player_id: r.player_id.id, match_id: r.match_id.id })));
  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
      {LISTS.map((l) => (
        <TopList
          key={l.key}
          title={l.title}
          rows={topList(
            totals.map((t) => ({ player_id: t.player_id, name: who.get(t.player_id)?.name ?? '', team: who.get(t.player_id)?.team, value: t[l.key] })),
          )}
        />
      ))}
    </SimpleGrid>
  );
}

/** /estadisticas: top-20 lists of a tournament, and each team's page. */
export default function StatisticsRoute() {
  const [tournament, setTournament] = useState<string | null>(null);
  const stats = useMatchStatistics({ tournament_id: Number(tournament), per_match: true }, !!tournament);
  const teams = useAllTeams();
  return (
    <Stack>
      <Title order={1}>{COMPETITION_SCREEN.statisticsHeader}</Title>
      {/* The reader's league is chosen, then its lists arrive above the teams: drawn whole, they do not push the teams down (decision 044). */}
      <DrawnWhole>
        <Group align="end">
          <SeasonThenTournament tournament={tournament} onTournament={setTournament} />
        </Group>
        {!tournament ? (
          <EmptyState message={COMPETITION_SCREEN.chooseTournamentForStatistics} />
        ) : (
          <QueryState query={stats} error={MSG.statsLoadError} empty={COMPETITION_SCREEN.todaviaNoHayEstadisticasEn}>
            {(rows) => <TopLists stats={rows} />}
          </QueryState>
        )}
        <Title order={2} size="h3">
          {COMPETITION_SCREEN.estadisticasPorEquipo}
        </Title>
        <QueryState query={teams} error={MSG.statsLoadError}>
          {(rows) => (
            <Group gap="xs">
              {leagueTeams(rows).map((t) => (
                <Anchor key={t.id} component={Link} to={paths.teamStats(t.id)} size="sm">
                  {t.name}
                </Anchor>
              ))}
            </Group>
          )}
        </QueryState>
      </DrawnWhole>
    </Stack>
  );
}
