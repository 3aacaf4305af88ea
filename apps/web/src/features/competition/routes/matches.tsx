import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import type { Match } from '@superliga/league';
import { Link, useSearchParams } from 'react-router';
import { mayUse, paths, COMMON_SCREEN, COMPETITION_SCREEN, MSG, TABLE_HEADERS } from '@superliga/league';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { useUser } from '../../../lib/current-user';
import { formatMatchDate } from '../../../lib/format';
import { useMatches } from '../api/get-matches';
import { MatchForm } from '../components/match-form';

function groupByTournament(matches: Match[]) {
  const groups = new Map<number, { name: string; matches: Match[] }>();
  for (const m of matches) {
    const g = groups.get(m.tournament_id) ?? { name: m.tournament.name, matches: [] };
    g.matches.push(m);
    groups.set(m.tournament_id, g);
  }
  return [...groups.values()];
}

/** /partidos: load a match (prefilled when coming from a fixture) and the matches by tournament. */
export default function MatchesRoute() {
  const [params] = useSearchParams();
  const matches = useMatches();
  const me = useUser();
  const fixtureId = Number(params.get('fixture_id')) || undefined;
  const prefill = { home: params.get('home') ?? undefined, away: params.get('away') ?? undefined, stage: params.get('stage') ?? undefined, fixtureId };
  return (
    <Stack>
      <Title order={1}>{COMPETITION_SCREEN.partidos}</Title>
      {mayUse('matchEntry', me.data) && <MatchForm key={params.toString()} prefill={prefill} />}
      <QueryState query={matches} error={MSG.infoLoadError} empty={COMPETITION_SCREEN.noHayPartidosCargados}>
        {(rows) =>
          groupByTournament(rows).map((g) => (
            <Stack key={g.name} gap="xs">
              <Title order={2} size="h3">
                {g.name}
              </Title>
              <ListTable
                minWidth={640}
                cards
                columns={[
                  TABLE_HEADERS.fecha,
                  TABLE_HEADERS.ronda,
                  TABLE_HEADERS.local,
                  TABLE_HEADERS.resultado,
                  TABLE_HEADERS.visitante,
                  TABLE_HEADERS.estado,
                ]}
              >
                {g.matches.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMatchDate(m.match_date)}</Table.Td>
                    <Table.Td>{m.stage_name}</Table.Td>
                    <Table.Td>{m.team_home.name}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.match(m.id)}
                        aria-label={COMPETITION_SCREEN.verPartido(m.team_home.name, m.score_home, m.score_away, m.team_away.name)}
                      >
                        {m.score_home} - {m.score_away}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{m.team_away.name}</Table.Td>
                    <Table.Td>
                      {m.status === 'completed' ? (
                        <Text span fw={700}>
                          {COMPETITION_SCREEN.completado}
                        </Text>
                      ) : (
                        <Text span fs="italic">
                          {COMMON_SCREEN.pendiente}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
            </Stack>
          ))
        }
      </QueryState>
    </Stack>
  );
}
