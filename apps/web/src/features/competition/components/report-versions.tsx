import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { RESULTS_SCREEN, scoreText, type MatchReportResponse } from '@superliga/league';
import { FIELDS } from './statistics-entry';

type Report = NonNullable<MatchReportResponse['report']>;
type Version = Report['reported'];

/** One player's numbers in one line: only the fields that are not zero ("Goles 2 · MVP 1"). */
const lineOf = (l: Version['statistics'][number]) =>
  FIELDS.filter((f) => Number(l[f.key]) > 0)
    .map((f) => `${f.label} ${l[f.key]}`)
    .join(' · ');

function VersionCard({
  title,
  by,
  version,
  home,
  away,
  comment,
}: {
  title: string;
  by: string;
  version: Version;
  home: string;
  away: string;
  comment?: string;
}) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="xs" c="dimmed">
        {RESULTS_SCREEN.versionBy(by)}
      </Text>
      <Text fw={700} mt={4}>
        {home} {scoreText(version.score_home, version.score_away)} {away}
      </Text>
      <Stack gap={2} mt={4}>
        {version.statistics.length === 0 ? (
          <Text size="sm" c="dimmed">
            {RESULTS_SCREEN.noStats}
          </Text>
        ) : (
          version.statistics.map((l) => (
            <Text key={l.player_id} size="sm">
              <Text span fw={500}>
                {l.name}
              </Text>
              {lineOf(l) ? `: ${lineOf(l)}` : ''}
            </Text>
          ))
        )}
        {comment && (
          <Text size="sm" fs="italic">
            {RESULTS_SCREEN.disputeCommentOf(comment)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The report and, when disputed, the opponent's version beside it (stacked on a phone). */
export function ReportVersions({ report, home, away }: { report: Report; home: string; away: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: report.dispute ? 2 : 1 }} data-testid="report-versions">
      <VersionCard title={RESULTS_SCREEN.reportedVersion} by={report.reported_by.name} version={report.reported} home={home} away={away} />
      {report.dispute && (
        <VersionCard
          title={RESULTS_SCREEN.disputeVersion}
          by={report.dispute.by.name}
          version={report.dispute}
          home={home}
          away={away}
          comment={report.dispute.comment}
        />
      )}
    </SimpleGrid>
  );
}
