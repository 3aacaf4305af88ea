import { Paper, SimpleGrid, Text } from '@mantine/core';
import { SEASON_MSG, type HonoursResponse, TEAMS_SCREEN } from '@superliga/league';
import { formatDate, formatPesos } from '../../../lib/format';

type Records = HonoursResponse['records'];
const L = SEASON_MSG.recordLabels;

/** The all-time records, one card each; "Sin datos todavía." where there is none yet. */
export function RecordsGrid({ records }: { records: Records }) {
  const g = records.most_goals_season;
  const w = records.biggest_win;
  const s = records.most_expensive_signing;
  const r = records.longest_unbeaten_run;
  const cards: [keyof typeof L, string | null, string | null][] = [
    ['most_goals_season', g ? TEAMS_SCREEN.goles(g.player.name, g.goals) : null, g ? g.season.name : null],
    ['biggest_win', w ? `${w.winner.name} ${w.score} ${w.loser.name}` : null, w ? `${w.season.name}, ${formatDate(w.at)}` : null],
    ['most_expensive_signing', s ? `${s.player.name}: ${formatPesos(s.amount)}` : null, s ? `${s.team?.name ?? ''} — ${s.season.name}` : null],
    ['longest_unbeaten_run', r ? TEAMS_SCREEN.partidos(r.team.name, r.length) : null, r ? `${formatDate(r.from)} – ${formatDate(r.to)}` : null],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {cards.map(([key, main, detail]) => (
        <Paper withBorder p="sm" key={key} data-testid={`record-${key}`}>
          <Text size="xs" c="dimmed">
            {L[key]}
          </Text>
          <Text fw={600}>{main ?? SEASON_MSG.noRecord}</Text>
          {detail && (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
