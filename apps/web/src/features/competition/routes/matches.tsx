import { Anchor, Checkbox, Stack, Table, Text, Title } from '@mantine/core';
import type { Match } from '@superliga/league';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { mayUse, paths, COMPETITION_SCREEN, MSG, TABLE_HEADERS } from '@superliga/league';
import { ListTable } from '../../../components/list-table';
import { SeasonSelect } from '../../../components/season-select';
import { QueryState } from '../../../components/query-state';
import { useUser } from '../../../lib/current-user';
import { useCurrentSeason, useSeasons } from '../../../lib/reference-data';
import { formatMatchDate } from '../../../lib/format';
import { useMatches } from '../api/get-matches';
import { MatchForm } from '../components/match-form';
import { MatchStatus, orVs, resultOf } from '../components/match-result';

function groupByTournament(matches: Match[]) {
  const groups = new Map<number, { name: string; matches: Match[] }>();
  for (const m of matches) {
    const g = groups.get(m.tournament_id) ?? { name: m.tournament.name, matches: [] };
    g.matches.push(m);
    groups.set(m.tournament_id, g);
  }
  return [...groups.values()];
}

/** One tournament's matches, as cards on a phone: date, round, teams, the result or 'vs', and where it stands. */
function TournamentMatches({ name, matches }: { name: string; matches: Match[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {name}
      </Title>
      <ListTable
        minWidth={640}
        cards
        columns={[TABLE_HEADERS.fecha, TABLE_HEADERS.ronda, TABLE_HEADERS.local, TABLE_HEADERS.resultado, TABLE_HEADERS.visitante, TABLE_HEADERS.estado]}
      >
        {matches.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMatchDate(m.match_date)}</Table.Td>
            <Table.Td>{m.stage_name}</Table.Td>
            <Table.Td>{m.team_home.name}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={paths.match(m.id)} aria-label={COMPETITION_SCREEN.verPartido(m.team_home.name, resultOf(m), m.team_away.name)}>
                {orVs(resultOf(m))}
              </Anchor>
            </Table.Td>
            <Table.Td>{m.team_away.name}</Table.Td>
            <Table.Td>
              <MatchStatus match={m} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

/** /partidos: load a match (prefilled when coming from a fixture) and the matches by tournament. */
export default function MatchesRoute() {
  const [params] = useSearchParams();
  // The current season's matches first (a phone need not scroll past seasons gone); 'Todas las
  // temporadas' keeps the documents' whole list, and a league with no current season opens on it,
  // as does a screen whose seasons could not be read (the select shows that error).
  const seasons = useSeasons();
  const current = useCurrentSeason();
  const [season, setSeason] = useState<string | null>(null);
  const chosen = season ?? (current === null || seasons.isError ? '' : null);
  const matches = useMatches(chosen ? Number(chosen) : undefined, chosen !== null);
  const me = useUser();
  const team = me.data?.team ?? null;
  const [onlyMine, setOnlyMine] = useState(false);
  const mine = (rows: Match[]) => (onlyMine && team ? rows.filter((m) => m.team_home.id === team.id || m.team_away.id === team.id) : rows);
  const fixtureId = Number(params.get('fixture_id')) || undefined;
  const prefill = { home: params.get('home') ?? undefined, away: params.get('away') ?? undefined, stage: params.get('stage') ?? undefined, fixtureId };
  return (
    <Stack>
      <Title order={1}>{COMPETITION_SCREEN.partidos}</Title>
      {mayUse('matchEntry', me.data) && <MatchForm key={params.toString()} prefill={prefill} />}
      <SeasonSelect value={chosen} onChange={setSeason} defaultToCurrent allowAll />
      {team && <Checkbox label={COMPETITION_SCREEN.soloLosDe(team.name)} checked={onlyMine} onChange={(e) => setOnlyMine(e.currentTarget.checked)} />}
      <QueryState query={matches} error={MSG.infoLoadError} empty={COMPETITION_SCREEN.noHayPartidosCargados}>
        {(rows) => {
          const shown = mine(rows);
          if (shown.length === 0 && team) return <Text c="dimmed">{COMPETITION_SCREEN.sinPartidosDe(team.name)}</Text>;
          return groupByTournament(shown).map((g) => <TournamentMatches key={g.name} name={g.name} matches={g.matches} />);
        }}
      </QueryState>
    </Stack>
  );
}
