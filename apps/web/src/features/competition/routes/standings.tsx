import { Stack, Table, Text, Title } from '@mantine/core';
import { MSG, type StandingsResponse, COMPETITION_SCREEN, TABLE_HEADERS } from '@superliga/league';
import { useState } from 'react';
import { DrawnWhole } from '../../../components/drawn-whole';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { EmptyState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { useStandings } from '../api/get-standings';
import { SeasonThenTournament } from '../components/tournament-select';

/** The league table; the reader's own team is his row to find at a glance (`aria-current`, tinted by `ListTable`). */
function LeagueTable({ data }: { data: StandingsResponse['data'] }) {
  const ownTeam = useUser().data?.team?.id;
  if (data.length === 0) return <EmptyState message={COMPETITION_SCREEN.noHayEquiposEnLa} />;
  return (
    <ListTable
      minWidth={560}
      nativeScroll
      stickyStart={2}
      stickyEnd
      aria-label={COMPETITION_SCREEN.tablaDePosiciones}
      columns={['#', TABLE_HEADERS.equipo, TABLE_HEADERS.pj, 'G', 'E', 'P', TABLE_HEADERS.gf, TABLE_HEADERS.gc, TABLE_HEADERS.dg, TABLE_HEADERS.pts]}
    >
      {data.map((r) => (
        <Table.Tr key={r.team.id} aria-current={r.team.id === ownTeam || undefined}>
          <Table.Td>{r.position}</Table.Td>
          <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
            {r.team.name}
          </Table.Td>
          <Table.Td>{r.played}</Table.Td>
          <Table.Td>{r.won}</Table.Td>
          <Table.Td>{r.drawn}</Table.Td>
          <Table.Td>{r.lost}</Table.Td>
          <Table.Td>{r.goals_for}</Table.Td>
          <Table.Td>{r.goals_against}</Table.Td>
          <Table.Td>{r.goal_difference}</Table.Td>
          <Table.Td fw={700}>{r.points}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function Rounds({ rounds }: { rounds: StandingsResponse['rounds'] }) {
  return (
    <>
      {rounds.map((r) => (
        <Stack key={r.stage} gap={4}>
          <Title order={3} size="h4">
            {r.name}
          </Title>
          {r.matches.map((m) => (
            <Text key={m.id} size="sm">
              {m.team_home.name} {m.score_home} - {m.score_away} {m.team_away.name}
            </Text>
          ))}
        </Stack>
      ))}
    </>
  );
}

/** /tablas: season, then tournament; league table (PJ G E P GF GC DG Pts) and playoff or cup rounds. */
export default function StandingsRoute() {
  const [tournament, setTournament] = useState<string | null>(null);
  const standings = useStandings(tournament ? Number(tournament) : null);
  return (
    <Stack>
      <Title order={1}>{COMPETITION_SCREEN.tablas}</Title>
      {/* Drawn once the reader's league and its table are in: no "Elegí un torneo" shown before it is chosen for him (decision 027). */}
      <DrawnWhole>
        <SeasonThenTournament tournament={tournament} onTournament={setTournament} />
        {!tournament ? (
          <EmptyState message={COMPETITION_SCREEN.elegiUnTorneoParaVer} />
        ) : (
          <QueryState query={standings} error={MSG.tournamentsLoadError}>
            {({ kind, data, rounds }) => (
              <>
                {kind === 'league' && <LeagueTable data={data} />}
                {kind === 'cup' && rounds.length === 0 && <EmptyState message={COMPETITION_SCREEN.todaviaNoHayPartidosCompletados} />}
                <Rounds rounds={rounds} />
              </>
            )}
          </QueryState>
        )}
      </DrawnWhole>
    </Stack>
  );
}
